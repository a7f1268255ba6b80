// Piece 2 of Conversion/MemRefToEmitC/memref-to-emitc.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["memref_load"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToEmitC/memref-to-emitc.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 3387231333942318567, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @memref_load(%arg0: memref<4x8xf32>, %arg1: index, %arg2: index) -> f32 {
    %c4 = arith.constant 4 : index
    %0 = arith.remui %arg1, %c4 : index
    %c8 = arith.constant 8 : index
    %1 = arith.remui %arg2, %c8 : index
    %2 = memref.load %arg0[%0, %1] : memref<4x8xf32>
    return %2 : f32
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> (f32, memref<4x8xf32>) {
    %alloc = memref.alloc() : memref<4x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x8xf32>)
    %cst_0 = arith.constant 9.750000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4x8xf32>)
    %0 = call @memref_load(%alloc, %arg0, %arg1) : (memref<4x8xf32>, index, index) -> f32
    return %0, %alloc : f32, memref<4x8xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %0:2 = call @smith_harness_0(%c0, %c2) : (index, index) -> (f32, memref<4x8xf32>)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0_0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0_0 to %c8 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#1[%arg0, %arg2] : memref<4x8xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32_3 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32_3, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_4 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %7 = arith.addi %6, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_2 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %9 : i64
    return
  }
}
