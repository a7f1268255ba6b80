// Piece 36 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["rescale_i8"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 36, "release": "22.1.8"}, "seed": 2761787825305264486, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @rescale_i8(%arg0: tensor<2xi8>) {
    %0 = "tosa.const"() <{values = dense<19689> : tensor<1xi16>}> : () -> tensor<1xi16>
    %1 = "tosa.const"() <{values = dense<15> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<17> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<22> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<2xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<2xi8>) {
    call @rescale_i8(%arg0) : (tensor<2xi8>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[32, 0]> : tensor<2xi8>
    call @smith_harness_0(%cst) : (tensor<2xi8>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
