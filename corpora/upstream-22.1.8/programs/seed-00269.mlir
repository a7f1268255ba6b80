// Piece 56 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tile_dyn_multiples"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 56, "release": "22.1.8"}, "seed": 1127240463276523244, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @tile_dyn_multiples(%arg0: tensor<2x3xi8>) {
    %0 = tosa.const_shape  {values = dense<[2, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = tosa.tile %arg0, %0 : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<2x?xi8>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<2x3xi8>) {
    call @tile_dyn_multiples(%arg0) : (tensor<2x3xi8>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[-1, 1, -10], [-128, -15, 8]]> : tensor<2x3xi8>
    call @smith_harness_0(%cst) : (tensor<2x3xi8>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
