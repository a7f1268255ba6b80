// Piece 1 of Dialect/Arith/emulate-unsupported-floats.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["chained"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/emulate-unsupported-floats.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 631492726570249222, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @chained(%arg0: bf16, %arg1: bf16, %arg2: bf16) -> i1 {
    %0 = arith.addf %arg0, %arg1 : bf16
    %1 = arith.mulf %0, %arg2 : bf16
    %2 = arith.cmpf ole, %0, %1 : bf16
    return %2 : i1
  }
  func.func @smith_harness_0(%arg0: bf16, %arg1: bf16, %arg2: bf16) -> i1 {
    %0 = call @chained(%arg0, %arg1, %arg2) : (bf16, bf16, bf16) -> i1
    return %0 : i1
  }
  func.func @main() {
    %cst = arith.constant 2.740000e+02 : bf16
    %cst_0 = arith.constant 5.750000e+00 : bf16
    %cst_1 = arith.constant -5.500000e+00 : bf16
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (bf16, bf16, bf16) -> i1
    %1 = arith.extui %0 : i1 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
