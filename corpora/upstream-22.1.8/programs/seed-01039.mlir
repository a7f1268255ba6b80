// Piece 83 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["compose_expand_of_collapse_0_rank_to_collapse"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 83, "release": "22.1.8"}, "seed": 508000711421176965, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @compose_expand_of_collapse_0_rank_to_collapse(%arg0: tensor<1x1x1x1xf32>) -> tensor<1x1x1xf32> {
    %collapsed = tensor.collapse_shape %arg0 [] : tensor<1x1x1x1xf32> into tensor<f32>
    %expanded = tensor.expand_shape %collapsed [] output_shape [1, 1, 1] : tensor<f32> into tensor<1x1x1xf32>
    return %expanded : tensor<1x1x1xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x1x1x1xf32>) -> tensor<1x1x1xf32> {
    %0 = call @compose_expand_of_collapse_0_rank_to_collapse(%arg0) : (tensor<1x1x1x1xf32>) -> tensor<1x1x1xf32>
    return %0 : tensor<1x1x1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-0.0784729868> : tensor<1x1x1x1xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<1x1x1x1xf32>) -> tensor<1x1x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_1 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c1_2 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<1x1x1xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_4 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_4 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
