// Piece 14 of Conversion/MemRefToLLVM/expand-then-convert-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["collapse_shape_fold_zero_dim"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/expand-then-convert-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 14, "release": "22.1.8"}, "seed": 53852384356301602, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @collapse_shape_fold_zero_dim(%arg0: memref<1x1xf32>) -> memref<f32> {
    %collapse_shape = memref.collapse_shape %arg0 [] : memref<1x1xf32> into memref<f32>
    return %collapse_shape : memref<f32>
  }
  func.func @smith_harness_0() -> (memref<f32>, memref<1x1xf32>) {
    %alloc = memref.alloc() : memref<1x1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x1xf32>)
    %cst_0 = arith.constant -9.500000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<1x1xf32>)
    %0 = call @collapse_shape_fold_zero_dim(%alloc) : (memref<1x1xf32>) -> memref<f32>
    return %0, %alloc : memref<f32>, memref<1x1xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<f32>, memref<1x1xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0#0[] : memref<f32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %8 = scf.for %arg0 = %c0_0 to %c1_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %13 = scf.for %arg2 = %c0_0 to %c1_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = memref.load %0#1[%arg0, %arg2] : memref<1x1xf32>
        %15 = arith.bitcast %14 : f32 to i32
        %16 = arith.cmpf uno, %14, %14 : f32
        %c2143289344_i32_8 = arith.constant 2143289344 : i32
        %17 = arith.select %16, %c2143289344_i32_8, %15 : i32
        %18 = arith.extsi %17 : i32 to i64
        %c1000003_i64_9 = arith.constant 1000003 : i64
        %19 = arith.muli %arg3, %c1000003_i64_9 : i64
        %20 = arith.addi %19, %18 : i64
        scf.yield %20 : i64
      }
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64_6 : i64
    %10 = arith.addi %9, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_7 : i64
    %12 = arith.addi %11, %8 : i64
    vector.print %12 : i64
    return
  }
}
