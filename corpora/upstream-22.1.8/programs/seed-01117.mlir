// Piece 73 of Dialect/Tosa/constant-op-fold.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/constant-op-fold.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 73, "release": "22.1.8"}, "seed": 1984255279754089769, "skipped": {"reduce_any_constant": "i1 memory"}, "smith_version": "0.1.0"}

func.func @reduce_any_constant() -> tensor<1x3xi1> {
  // CHECK-LABEL:   func.func @reduce_any_constant() -> tensor<1x3xi1> {
  // CHECK:    %[[VAL_0:.*]] = "tosa.const"() <{values = dense<true> : tensor<1x3xi1>}> : () -> tensor<1x3xi1>
  // CHECK:         return %[[VAL_0]] : tensor<1x3xi1>

  %const = "tosa.const"() <{values = dense<[[true,true,true], [true,false,true]]> : tensor<2x3xi1>}> : () -> tensor<2x3xi1>
  %0 = tosa.reduce_any %const {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  return %0 : tensor<1x3xi1>
}


