// Piece 5 of Dialect/Tosa/tosa-arith-const-to-tosa-const.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["preserve_index_tensor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-arith-const-to-tosa-const.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 5130426604723238051, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @preserve_index_tensor() -> tensor<2xindex> {
    %cst = arith.constant dense<[0, 1]> : tensor<2xindex>
    return %cst : tensor<2xindex>
  }
  func.func @smith_harness_0() -> tensor<2xindex> {
    %0 = call @preserve_index_tensor() : () -> tensor<2xindex>
    return %0 : tensor<2xindex>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> tensor<2xindex>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<2xindex>
      %4 = arith.index_cast %extracted : index to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %5 = arith.muli %arg1, %c1000003_i64_1 : i64
      %6 = arith.addi %5, %4 : i64
      scf.yield %6 : i64
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
