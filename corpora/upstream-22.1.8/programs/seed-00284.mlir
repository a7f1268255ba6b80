// Piece 37 of Conversion/TosaToTensor/tosa-to-tensor.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["pad_int"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToTensor/tosa-to-tensor.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 37, "release": "22.1.8"}, "seed": 7178570883951223313, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @pad_int(%arg0: tensor<1x2xi32>) -> tensor<4x9xi32> {
    %0 = tosa.const_shape  {values = dense<[1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = "tosa.const"() <{values = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
    %2 = tosa.pad %arg0, %0, %1 : (tensor<1x2xi32>, !tosa.shape<4>, tensor<1xi32>) -> tensor<4x9xi32>
    return %2 : tensor<4x9xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x2xi32>) -> tensor<4x9xi32> {
    %0 = call @pad_int(%arg0) : (tensor<1x2xi32>) -> tensor<4x9xi32>
    return %0 : tensor<4x9xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[15, 2147483646]]> : tensor<1x2xi32>
    %0 = call @smith_harness_0(%cst) : (tensor<1x2xi32>) -> tensor<4x9xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c9 = arith.constant 9 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c9 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<4x9xi32>
        %5 = arith.extsi %extracted : i32 to i64
        %c1000003_i64_1 = arith.constant 1000003 : i64
        %6 = arith.muli %arg3, %c1000003_i64_1 : i64
        %7 = arith.addi %6, %5 : i64
        scf.yield %7 : i64
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
