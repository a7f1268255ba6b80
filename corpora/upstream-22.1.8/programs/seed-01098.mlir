// Piece 0 of Dialect/Tosa/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["argmax_nofold"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5190393782987618286, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @argmax_nofold(%arg0: tensor<?x1xf32>) -> tensor<1xi32> {
    %0 = tosa.argmax %arg0 {axis = 0 : i32} : (tensor<?x1xf32>) -> tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x1xf32>) -> tensor<1xi32> {
    %0 = call @argmax_nofold(%arg0) : (tensor<?x1xf32>) -> tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<-3.250000e+00> : tensor<1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1xf32> to tensor<?x1xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?x1xf32>) -> tensor<1xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<1xi32>
      %4 = arith.extsi %extracted : i32 to i64
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
