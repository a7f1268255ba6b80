// Piece 29 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["compose_collapse_of_collapse_zero_dim"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 29, "release": "22.1.8"}, "seed": 2560626750305526474, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @compose_collapse_of_collapse_zero_dim(%arg0: memref<1x1x1xf32>) -> memref<f32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<1x1x1xf32> into memref<1xf32>
    %collapse_shape_0 = memref.collapse_shape %collapse_shape [] : memref<1xf32> into memref<f32>
    return %collapse_shape_0 : memref<f32>
  }
  func.func @smith_harness_0() -> (memref<f32>, memref<1x1x1xf32>) {
    %alloc = memref.alloc() : memref<1x1x1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x1x1xf32>)
    %cst_0 = arith.constant 2.250000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<1x1x1xf32>)
    %0 = call @compose_collapse_of_collapse_zero_dim(%alloc) : (memref<1x1x1xf32>) -> memref<f32>
    return %0, %alloc : memref<f32>, memref<1x1x1xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<f32>, memref<1x1x1xf32>)
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
    %c1_4 = arith.constant 1 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %8 = scf.for %arg0 = %c0_0 to %c1_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %13 = scf.for %arg2 = %c0_0 to %c1_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = scf.for %arg4 = %c0_0 to %c1_4 step %c1_1 iter_args(%arg5 = %arg3) -> (i64) {
          %15 = memref.load %0#1[%arg0, %arg2, %arg4] : memref<1x1x1xf32>
          %16 = arith.bitcast %15 : f32 to i32
          %17 = arith.cmpf uno, %15, %15 : f32
          %c2143289344_i32_9 = arith.constant 2143289344 : i32
          %18 = arith.select %17, %c2143289344_i32_9, %16 : i32
          %19 = arith.extsi %18 : i32 to i64
          %c1000003_i64_10 = arith.constant 1000003 : i64
          %20 = arith.muli %arg5, %c1000003_i64_10 : i64
          %21 = arith.addi %20, %19 : i64
          scf.yield %21 : i64
        }
        scf.yield %14 : i64
      }
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64_7 : i64
    %10 = arith.addi %9, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_8 : i64
    %12 = arith.addi %11, %8 : i64
    vector.print %12 : i64
    return
  }
}
