// Piece 34 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["compose_expand_of_expand_of_zero_dim"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 34, "release": "22.1.8"}, "seed": 5862270599604480243, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @compose_expand_of_expand_of_zero_dim(%arg0: memref<f32>) -> memref<1x1x1xf32> {
    %expand_shape = memref.expand_shape %arg0 [] output_shape [1] : memref<f32> into memref<1xf32>
    %expand_shape_0 = memref.expand_shape %expand_shape [[0, 1, 2]] output_shape [1, 1, 1] : memref<1xf32> into memref<1x1x1xf32>
    return %expand_shape_0 : memref<1x1x1xf32>
  }
  func.func @smith_harness_0() -> (memref<1x1x1xf32>, memref<f32>) {
    %alloc = memref.alloc() : memref<f32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    %cst_0 = arith.constant -9.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<f32>)
    %0 = call @compose_expand_of_expand_of_zero_dim(%alloc) : (memref<f32>) -> memref<1x1x1xf32>
    return %0, %alloc : memref<1x1x1xf32>, memref<f32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<1x1x1xf32>, memref<f32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %13 = scf.for %arg2 = %c0 to %c1_1 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = scf.for %arg4 = %c0 to %c1_2 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %15 = memref.load %0#0[%arg0, %arg2, %arg4] : memref<1x1x1xf32>
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
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = memref.load %0#1[] : memref<f32>
    %3 = arith.bitcast %2 : f32 to i32
    %4 = arith.cmpf uno, %2, %2 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %5 = arith.select %4, %c2143289344_i32, %3 : i32
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %8 = arith.addi %7, %6 : i64
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64_7 : i64
    %10 = arith.addi %9, %1 : i64
    vector.print %8 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_8 : i64
    %12 = arith.addi %11, %8 : i64
    vector.print %12 : i64
    return
  }
}
