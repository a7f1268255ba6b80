// Piece 12 of Conversion/TosaToLinalg/tosa-to-linalg-resize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["resize_bilinear_int"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg-resize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 6009816463116464978, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @resize_bilinear_int(%arg0: tensor<1x19x20x1xi8>) {
    %0 = tosa.const_shape  {values = dense<[16, 1, 16, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.resize %arg0, %0, %1, %2 {mode = BILINEAR} : (tensor<1x19x20x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x289x305x1xi48>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<1x19x20x1xi8>) {
    call @resize_bilinear_int(%arg0) : (tensor<1x19x20x1xi8>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<0> : tensor<1x19x20x1xi8>
    call @smith_harness_0(%cst) : (tensor<1x19x20x1xi8>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
