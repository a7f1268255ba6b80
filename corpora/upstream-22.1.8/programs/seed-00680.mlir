// Piece 0 of Dialect/Linalg/decompose-pack.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple_KCRS_to_KCRSsr"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/decompose-pack.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5836939203147967845, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @simple_KCRS_to_KCRSsr(%arg0: tensor<?x?xi32>, %arg1: tensor<1x1x?x1xi32>) -> tensor<1x1x?x1xi32> {
    %c8 = arith.constant 8 : index
    %c5_i32 = arith.constant 5 : i32
    %pack = linalg.pack %arg0 padding_value(%c5_i32 : i32) inner_dims_pos = [0, 1] inner_tiles = [%c8, 1] into %arg1 : tensor<?x?xi32> -> tensor<1x1x?x1xi32>
    return %pack : tensor<1x1x?x1xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xi32>, %arg1: tensor<1x1x?x1xi32>) -> tensor<1x1x?x1xi32> {
    %0 = call @simple_KCRS_to_KCRSsr(%arg0, %arg1) : (tensor<?x?xi32>, tensor<1x1x?x1xi32>) -> tensor<1x1x?x1xi32>
    return %0 : tensor<1x1x?x1xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[7, -5], [-2147483647, -11]]> : tensor<2x2xi32>
    %cast = tensor.cast %cst : tensor<2x2xi32> to tensor<?x?xi32>
    %cst_0 = arith.constant dense<[[[[12], [13]]]]> : tensor<1x1x2x1xi32>
    %cast_1 = tensor.cast %cst_0 : tensor<1x1x2x1xi32> to tensor<1x1x?x1xi32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<?x?xi32>, tensor<1x1x?x1xi32>) -> tensor<1x1x?x1xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %0, %c2 : tensor<1x1x?x1xi32>
    %c1_4 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c1_4 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x1x?x1xi32>
            %7 = arith.extsi %extracted : i32 to i64
            %c1000003_i64_6 = arith.constant 1000003 : i64
            %8 = arith.muli %arg7, %c1000003_i64_6 : i64
            %9 = arith.addi %8, %7 : i64
            scf.yield %9 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
