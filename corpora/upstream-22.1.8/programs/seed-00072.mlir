// Piece 10 of Conversion/ArithToSPIRV/arith-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fptrunc1"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToSPIRV/arith-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 1030676413564781423, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Float16], []>, #spirv.resource_limits<>>} {
  func.func @fptrunc1(%arg0: f32) -> f16 {
    %0 = arith.truncf %arg0 : f32 to f16
    return %0 : f16
  }
  func.func @smith_harness_0(%arg0: f32) -> f16 {
    %0 = call @fptrunc1(%arg0) : (f32) -> f16
    return %0 : f16
  }
  func.func @main() {
    %cst = arith.constant 1.150000e+01 : f32
    %0 = call @smith_harness_0(%cst) : (f32) -> f16
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
