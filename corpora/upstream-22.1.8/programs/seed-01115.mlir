// Piece 64 of Dialect/Tosa/constant-op-fold.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reduce_max_constant_no_overflow"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/constant-op-fold.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 64, "release": "22.1.8"}, "seed": 5584267916233994945, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reduce_max_constant_no_overflow() -> tensor<1xi8> {
    %0 = "tosa.const"() <{values = dense<[-127, 120, -126]> : tensor<3xi8>}> : () -> tensor<3xi8>
    %1 = tosa.reduce_max %0 {axis = 0 : i32} : (tensor<3xi8>) -> tensor<1xi8>
    return %1 : tensor<1xi8>
  }
  func.func @smith_harness_0() -> tensor<1xi8> {
    %0 = call @reduce_max_constant_no_overflow() : () -> tensor<1xi8>
    return %0 : tensor<1xi8>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> tensor<1xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<1xi8>
      %4 = arith.extsi %extracted : i8 to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %5 = arith.muli %arg1, %c1000003_i64_2 : i64
      %6 = arith.addi %5, %4 : i64
      scf.yield %6 : i64
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
