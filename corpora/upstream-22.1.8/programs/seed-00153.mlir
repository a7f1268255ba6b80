// Piece 1 of Conversion/MathToSPIRV/math-to-core-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["copy_sign_vector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToSPIRV/math-to-core-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5760665151360986125, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Float16, Int16], []>, #spirv.resource_limits<>>} {
  func.func @copy_sign_vector(%arg0: vector<3xf16>, %arg1: vector<3xf16>) -> vector<3xf16> {
    %0 = arith.bitcast %arg1 : vector<3xf16> to vector<3xi16>
    %1 = arith.cmpf uno, %arg1, %arg1 : vector<3xf16>
    %cst = arith.constant dense<32256> : vector<3xi16>
    %2 = arith.select %1, %cst, %0 : vector<3xi1>, vector<3xi16>
    %3 = arith.bitcast %2 : vector<3xi16> to vector<3xf16>
    %4 = math.copysign %arg0, %3 : vector<3xf16>
    return %4 : vector<3xf16>
  }
  func.func @smith_harness_0(%arg0: vector<3xf16>, %arg1: vector<3xf16>) -> vector<3xf16> {
    %0 = call @copy_sign_vector(%arg0, %arg1) : (vector<3xf16>, vector<3xf16>) -> vector<3xf16>
    return %0 : vector<3xf16>
  }
  func.func @main() {
    %cst = arith.constant dense<[-6.500000e+00, -2.500000e-01, -3.066410e+00]> : vector<3xf16>
    %cst_0 = arith.constant dense<[1.000000e+00, -1.000000e+01, 0.000000e+00]> : vector<3xf16>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<3xf16>, vector<3xf16>) -> vector<3xf16>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : f16 from vector<3xf16>
    %2 = arith.bitcast %1 : f16 to i16
    %3 = arith.cmpf uno, %1, %1 : f16
    %c32256_i16 = arith.constant 32256 : i16
    %4 = arith.select %3, %c32256_i16, %2 : i16
    %5 = arith.extsi %4 : i16 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0[1] : f16 from vector<3xf16>
    %9 = arith.bitcast %8 : f16 to i16
    %10 = arith.cmpf uno, %8, %8 : f16
    %c32256_i16_1 = arith.constant 32256 : i16
    %11 = arith.select %10, %c32256_i16_1, %9 : i16
    %12 = arith.extsi %11 : i16 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_2 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0[2] : f16 from vector<3xf16>
    %16 = arith.bitcast %15 : f16 to i16
    %17 = arith.cmpf uno, %15, %15 : f16
    %c32256_i16_3 = arith.constant 32256 : i16
    %18 = arith.select %17, %c32256_i16_3, %16 : i16
    %19 = arith.extsi %18 : i16 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_4 : i64
    %21 = arith.addi %20, %19 : i64
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %21 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %22 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64_6 : i64
    %23 = arith.addi %22, %21 : i64
    vector.print %23 : i64
    return
  }
}
