// Piece 4 of Dialect/Bufferization/Transforms/tensor-copy-insertion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["do_not_copy_when_result_not_read"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/tensor-copy-insertion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 2110532653201922005, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
module {
  func.func @do_not_copy_when_result_not_read(%arg0: tensor<5xf32>, %arg1: f32) -> tensor<3xf32> {
    %extracted_slice = tensor.extract_slice %arg0[0] [3] [1] : tensor<5xf32> to tensor<3xf32>
    %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%extracted_slice : tensor<3xf32>) {
    ^bb0(%out: f32):
      linalg.yield %arg1 : f32
    } -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<5xf32>, %arg1: f32) -> tensor<3xf32> {
    %0 = call @do_not_copy_when_result_not_read(%arg0, %arg1) : (tensor<5xf32>, f32) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-2.000000e+00, 9.250000e+00, 140.183548, 1.425000e+01, 1.500000e+01]> : tensor<5xf32>
    %cst_0 = arith.constant -0.000000e+00 : f32
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<5xf32>, f32) -> tensor<3xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<3xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_2 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
