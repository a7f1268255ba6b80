// Piece 0 of Conversion/FuncToSPIRV/types-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["integer128"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/FuncToSPIRV/types-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5518259443101248911, "skipped": {"integer16": "element type", "integer64": "element type", "integer8": "element type"}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>} {
  func.func @integer8(%arg0: i8, %arg1: si8, %arg2: ui8) {
    return
  }
  func.func @integer16(%arg0: i16, %arg1: si16, %arg2: ui16) {
    return
  }
  func.func @integer64(%arg0: i64, %arg1: si64, %arg2: ui64) {
    return
  }
  func.func @integer128(%arg0: i128) {
    return
  }
  func.func @smith_harness_0(%arg0: i128) {
    call @integer128(%arg0) : (i128) -> ()
    return
  }
  func.func @main() {
    %c134411397795456797959139811554709693987_i128 = arith.constant 134411397795456797959139811554709693987 : i128
    call @smith_harness_0(%c134411397795456797959139811554709693987_i128) : (i128) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
