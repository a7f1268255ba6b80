// Piece 78 of Dialect/Tosa/constant-op-fold.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/constant-op-fold.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 78, "release": "22.1.8"}, "seed": 6056069235406776610, "skipped": {"reduce_all_constant": "i1 memory"}, "smith_version": "0.1.0"}

  func.func @reduce_all_constant() -> tensor<2x1xi1> {
  // CHECK-LABEL:   func.func @reduce_all_constant() -> tensor<2x1xi1> {
  // CHECK:           %[[VAL_0:.*]] = "tosa.const"() <{values = dense<{{\[\[}}true], [false]]> : tensor<2x1xi1>}> : () -> tensor<2x1xi1>
  // CHECK:           return %[[VAL_0]] : tensor<2x1xi1>
  // CHECK:         }
    %const = "tosa.const"() <{values = dense<[[true,true,true], [true,false,true]]> : tensor<2x3xi1>}> : () -> tensor<2x3xi1>
    %0 = tosa.reduce_all %const {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
    return %0 : tensor<2x1xi1>
  }

