// Piece 3 of Conversion/MathToFuncs/fpowi.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fpowi64_vec"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToFuncs/fpowi.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 5938481366186727267, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fpowi64_vec(%arg0: vector<2x3xf32>, %arg1: vector<2x3xi64>) {
    %0 = math.fpowi %arg0, %arg1 : vector<2x3xf32>, vector<2x3xi64>
    return
  }
  func.func @smith_harness_0(%arg0: vector<2x3xf32>, %arg1: vector<2x3xi64>) {
    call @fpowi64_vec(%arg0, %arg1) : (vector<2x3xf32>, vector<2x3xi64>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[3.500000e+00, -1.075000e+01, 3.750000e+00], [0.000000e+00, 68.5584793, 7.65232544E-4]]> : vector<2x3xf32>
    %cst_0 = arith.constant dense<[[-12, 6740761177164935517, -6645247973703419012], [9223372036854775807, 1, 6762859054761121425]]> : vector<2x3xi64>
    call @smith_harness_0(%cst, %cst_0) : (vector<2x3xf32>, vector<2x3xi64>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
