// Piece 10 of Conversion/MemRefToLLVM/convert-static-memref-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["static_store"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/convert-static-memref-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 2124598392937858544, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @static_store(%arg0: memref<10x42xf32>, %arg1: index, %arg2: index, %arg3: f32) {
    %c10 = arith.constant 10 : index
    %0 = arith.remui %arg1, %c10 : index
    %c42 = arith.constant 42 : index
    %1 = arith.remui %arg2, %c42 : index
    memref.store %arg3, %arg0[%0, %1] : memref<10x42xf32>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: f32) -> memref<10x42xf32> {
    %alloc = memref.alloc() : memref<10x42xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10x42xf32>)
    %cst_0 = arith.constant -4.4165988 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<10x42xf32>)
    call @static_store(%alloc, %arg0, %arg1, %arg2) : (memref<10x42xf32>, index, index, f32) -> ()
    return %alloc : memref<10x42xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant -8.750000e+00 : f32
    %0 = call @smith_harness_0(%c2, %c3, %cst) : (index, index, f32) -> memref<10x42xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c42 = arith.constant 42 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c42 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<10x42xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_1 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_1 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
