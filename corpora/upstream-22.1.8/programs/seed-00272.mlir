// Piece 67 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["table8_dyn_table"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 67, "release": "22.1.8"}, "seed": 6906903546354137933, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @table8_dyn_table(%arg0: tensor<6xi8>, %arg1: tensor<?xi8>) {
    %0 = tosa.table %arg0, %arg1 : (tensor<6xi8>, tensor<?xi8>) -> tensor<6xi8>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<6xi8>, %arg1: tensor<?xi8>) {
    call @table8_dyn_table(%arg0, %arg1) : (tensor<6xi8>, tensor<?xi8>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[-7, 1, 127, 0, -9, -52]> : tensor<6xi8>
    %cst_0 = arith.constant dense<-128> : tensor<1xi8>
    %cast = tensor.cast %cst_0 : tensor<1xi8> to tensor<?xi8>
    call @smith_harness_0(%cst, %cast) : (tensor<6xi8>, tensor<?xi8>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
