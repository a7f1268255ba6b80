// Piece 1 of Conversion/MemRefToEmitC/memref-to-emitc.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["memref_store"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToEmitC/memref-to-emitc.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 7199391170515743361, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @memref_store(%arg0: memref<4x8xf32>, %arg1: f32, %arg2: index, %arg3: index) {
    %c4 = arith.constant 4 : index
    %0 = arith.remui %arg2, %c4 : index
    %c8 = arith.constant 8 : index
    %1 = arith.remui %arg3, %c8 : index
    memref.store %arg1, %arg0[%0, %1] : memref<4x8xf32>
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: index, %arg2: index) -> memref<4x8xf32> {
    %alloc = memref.alloc() : memref<4x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x8xf32>)
    %cst_0 = arith.constant -0.00303935749 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4x8xf32>)
    call @memref_store(%alloc, %arg0, %arg1, %arg2) : (memref<4x8xf32>, f32, index, index) -> ()
    return %alloc : memref<4x8xf32>
  }
  func.func @main() {
    %cst = arith.constant 4.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cst, %c0, %c0_0) : (f32, index, index) -> memref<4x8xf32>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_1 to %c8 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<4x8xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_3 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
