// Piece 3 of Conversion/MathToFuncs/ipowi.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ipowi_vec"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToFuncs/ipowi.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 8221729598954981334, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ipowi_vec(%arg0: vector<2x3xi64>, %arg1: vector<2x3xi64>) {
    %cst = arith.constant dense<0> : vector<2x3xi64>
    %0 = arith.cmpi eq, %arg0, %cst : vector<2x3xi64>
    %cst_0 = arith.constant dense<0> : vector<2x3xi64>
    %1 = arith.cmpi slt, %arg1, %cst_0 : vector<2x3xi64>
    %2 = arith.andi %0, %1 : vector<2x3xi1>
    %cst_1 = arith.constant dense<0> : vector<2x3xi64>
    %3 = arith.select %2, %cst_1, %arg1 : vector<2x3xi1>, vector<2x3xi64>
    %4 = math.ipowi %arg0, %3 : vector<2x3xi64>
    return
  }
  func.func @smith_harness_0(%arg0: vector<2x3xi64>, %arg1: vector<2x3xi64>) {
    call @ipowi_vec(%arg0, %arg1) : (vector<2x3xi64>, vector<2x3xi64>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[-7, -15, 11], [9085282453725751962, -7543192416068142179, -11]]> : vector<2x3xi64>
    %cst_0 = arith.constant dense<[[9223372036854775806, -14, 4], [-8, 14, -5]]> : vector<2x3xi64>
    call @smith_harness_0(%cst, %cst_0) : (vector<2x3xi64>, vector<2x3xi64>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
