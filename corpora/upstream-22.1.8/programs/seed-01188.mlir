// Piece 14 of Dialect/Vector/canonicalize/vector-step.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ule_constant_3_lhs"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize/vector-step.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 14, "release": "22.1.8"}, "seed": 6369849131324490960, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ule_constant_3_lhs() -> vector<3xi1> {
    %cst = arith.constant dense<3> : vector<3xindex>
    %0 = vector.step : vector<3xindex>
    %1 = arith.cmpi ule, %cst, %0 : vector<3xindex>
    return %1 : vector<3xi1>
  }
  func.func @smith_harness_0() -> vector<3xi1> {
    %0 = call @ule_constant_3_lhs() : () -> vector<3xi1>
    return %0 : vector<3xi1>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> vector<3xi1>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i1 from vector<3xi1>
    %2 = arith.extui %1 : i1 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[1] : i1 from vector<3xi1>
    %6 = arith.extui %5 : i1 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[2] : i1 from vector<3xi1>
    %10 = arith.extui %9 : i1 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %12 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %13 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %14 = arith.addi %13, %12 : i64
    vector.print %14 : i64
    return
  }
}
