// Piece 63 of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reduce_f16"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 63, "release": "22.1.8"}, "seed": 5915087916520499889, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reduce_f16(%arg0: vector<16xf16>) -> f16 {
    %0 = vector.reduction <add>, %arg0 : vector<16xf16> into f16
    return %0 : f16
  }
  func.func @smith_harness_0(%arg0: vector<16xf16>) -> f16 {
    %0 = call @reduce_f16(%arg0) : (vector<16xf16>) -> f16
    return %0 : f16
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.200000e+01, -1.500000e+00, -2.220700e+00, 8.027340e-01, 1.250000e+01, 2.750000e+00, 1.525000e+01, 8.679190e-02, 9.682610e-01, -3.648440e+00, 1.100000e+01, 6.840000e+02, 8.750000e+00, -1.025000e+01, -1.325000e+01, 1.275000e+01]> : vector<16xf16>
    %0 = call @smith_harness_0(%cst) : (vector<16xf16>) -> f16
    %1 = arith.bitcast %0 : f16 to i16
    %2 = arith.cmpf uno, %0, %0 : f16
    %c32256_i16 = arith.constant 32256 : i16
    %3 = arith.select %2, %c32256_i16, %1 : i16
    %4 = arith.extsi %3 : i16 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
