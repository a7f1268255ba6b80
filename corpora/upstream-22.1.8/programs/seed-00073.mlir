// Piece 0 of Conversion/ArithToSPIRV/fast-math.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cmpf_ordered", "cmpf_unordered"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToSPIRV/fast-math.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6345892286445161717, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>} {
  func.func @cmpf_ordered(%arg0: f32, %arg1: f32) -> i1 {
    %0 = arith.cmpf ord, %arg0, %arg1 : f32
    return %0 : i1
  }
  func.func @cmpf_unordered(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xi1> {
    %0 = arith.cmpf uno, %arg0, %arg1 : vector<4xf32>
    return %0 : vector<4xi1>
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32) -> i1 {
    %0 = call @cmpf_ordered(%arg0, %arg1) : (f32, f32) -> i1
    return %0 : i1
  }
  func.func @smith_harness_1(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xi1> {
    %0 = call @cmpf_unordered(%arg0, %arg1) : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    return %0 : vector<4xi1>
  }
  func.func @main() {
    %cst = arith.constant -1.100000e+01 : f32
    %cst_0 = arith.constant -1.000000e+01 : f32
    %0 = call @smith_harness_0(%cst, %cst_0) : (f32, f32) -> i1
    %cst_1 = arith.constant dense<[2.000000e+00, -9.250000e+00, -5.000000e-01, 1.250000e+01]> : vector<4xf32>
    %cst_2 = arith.constant dense<[-727.127624, 1.525000e+01, -1.000000e+00, 0xFF800000]> : vector<4xf32>
    %1 = call @smith_harness_1(%cst_1, %cst_2) : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %2 = arith.extui %0 : i1 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %3 = vector.extract %1[0] : i1 from vector<4xi1>
    %4 = arith.extui %3 : i1 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    %7 = vector.extract %1[1] : i1 from vector<4xi1>
    %8 = arith.extui %7 : i1 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %9 = arith.muli %6, %c1000003_i64_3 : i64
    %10 = arith.addi %9, %8 : i64
    %11 = vector.extract %1[2] : i1 from vector<4xi1>
    %12 = arith.extui %11 : i1 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %13 = arith.muli %10, %c1000003_i64_4 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %1[3] : i1 from vector<4xi1>
    %16 = arith.extui %15 : i1 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %17 = arith.muli %14, %c1000003_i64_5 : i64
    %18 = arith.addi %17, %16 : i64
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %19 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64_7 : i64
    %20 = arith.addi %19, %2 : i64
    vector.print %18 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %21 = arith.muli %20, %c1000003_i64_8 : i64
    %22 = arith.addi %21, %18 : i64
    vector.print %22 : i64
    return
  }
}
