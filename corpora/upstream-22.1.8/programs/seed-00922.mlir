// Piece 13 of Dialect/SCF/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["to_select2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 2185136712658337426, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @to_select2(%arg0: i1) -> (index, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0:2 = scf.if %arg0 -> (index, index) {
      scf.yield %c0, %c1 : index, index
    } else {
      scf.yield %c2, %c3 : index, index
    }
    return %0#0, %0#1 : index, index
  }
  func.func @smith_harness_0(%arg0: i1) -> (index, index) {
    %0:2 = call @to_select2(%arg0) : (i1) -> (index, index)
    return %0#0, %0#1 : index, index
  }
  func.func @main() {
    %true = arith.constant true
    %0:2 = call @smith_harness_0(%true) : (i1) -> (index, index)
    %1 = arith.index_cast %0#0 : index to i64
    %2 = arith.index_cast %0#1 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_0 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
