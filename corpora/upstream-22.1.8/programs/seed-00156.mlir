// Piece 1 of Conversion/MathToSPIRV/math-to-gl-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ctlz_scalar", "ctlz_vector2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToSPIRV/math-to-gl-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2016300068136066217, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64, Int16], []>, #spirv.resource_limits<>>} {
  func.func @ctlz_scalar(%arg0: i64) -> i64 {
    %0 = math.ctlz %arg0 : i64
    return %0 : i64
  }
  func.func @ctlz_vector2(%arg0: vector<2xi16>) -> vector<2xi16> {
    %0 = math.ctlz %arg0 : vector<2xi16>
    return %0 : vector<2xi16>
  }
  func.func @smith_harness_0(%arg0: i64) -> i64 {
    %0 = call @ctlz_scalar(%arg0) : (i64) -> i64
    return %0 : i64
  }
  func.func @smith_harness_1(%arg0: vector<2xi16>) -> vector<2xi16> {
    %0 = call @ctlz_vector2(%arg0) : (vector<2xi16>) -> vector<2xi16>
    return %0 : vector<2xi16>
  }
  func.func @main() {
    %c-9_i64 = arith.constant -9 : i64
    %0 = call @smith_harness_0(%c-9_i64) : (i64) -> i64
    %cst = arith.constant dense<[-13, 2]> : vector<2xi16>
    %1 = call @smith_harness_1(%cst) : (vector<2xi16>) -> vector<2xi16>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = vector.extract %1[0] : i16 from vector<2xi16>
    %3 = arith.extsi %2 : i16 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %3 : i64
    %6 = vector.extract %1[1] : i16 from vector<2xi16>
    %7 = arith.extsi %6 : i16 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %8 = arith.muli %5, %c1000003_i64_0 : i64
    %9 = arith.addi %8, %7 : i64
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %0 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %10 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64_2 : i64
    %11 = arith.addi %10, %0 : i64
    vector.print %9 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_3 : i64
    %13 = arith.addi %12, %9 : i64
    vector.print %13 : i64
    return
  }
}
