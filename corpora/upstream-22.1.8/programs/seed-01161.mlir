// Piece 5 of Dialect/Tosa/tosa-narrow-i64-to-i32-aggressive.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_clamp_trunc"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-narrow-i64-to-i32-aggressive.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 8842047943394055967, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_clamp_trunc(%arg0: tensor<100xi64>) -> tensor<100xi64> {
    %0 = tosa.clamp %arg0 {max_val = 3000000000 : i64, min_val = -2147483648 : i64} : (tensor<100xi64>) -> tensor<100xi64>
    return %0 : tensor<100xi64>
  }
  func.func @smith_harness_0(%arg0: tensor<100xi64>) -> tensor<100xi64> {
    %0 = call @test_clamp_trunc(%arg0) : (tensor<100xi64>) -> tensor<100xi64>
    return %0 : tensor<100xi64>
  }
  func.func @main() {
    %cst = arith.constant dense<[7, -1, 8, 4103585410865696727, -9223372036854775808, 4263995966926822311, 14, 32231955034804227, -1, 1, -2, -6131328173984249307, -7, 9223372036854775807, -2, 4021303863900461067, 0, 5, -14, -1, 6, -16, 13, -5433450234624341500, 0, 5415605195051046251, 5, -15, 9223372036854775806, 8135259032389526664, 6868813211546648864, -2876134441375826359, -5725101455664331672, 5, -10, -16, -7, 0, 7, -15, -10, -9223372036854775808, -3000056068395513013, -14, -14, 5526378986654878092, 8, -3, -8, 9223372036854775806, -9223372036854775807, 2422238150810326525, 9223372036854775807, 0, 0, -1, -9223372036854775808, -9, -4432551412303152242, 15, -14, -9223372036854775807, 1716561689580424810, 9223372036854775806, -6, 4136021769426066492, -8434087794301302980, -5963908010531633475, -12, -9, -14, -7919776528949972288, 7, -3536227635788360630, 8, 2, 1, 5848305093771832577, 5376765404899632633, -1399809694612656992, -9, 0, 12, -14, -3456484360565878497, 16, 6, 9223372036854775806, 14, -5, -7795891714870015677, 2, -12, -2950094343453603467, 1, -9, 9223372036854775807, 4880443541110001783, 15, 2]> : tensor<100xi64>
    %0 = call @smith_harness_0(%cst) : (tensor<100xi64>) -> tensor<100xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c100 = arith.constant 100 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c100 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<100xi64>
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %4 = arith.muli %arg1, %c1000003_i64_1 : i64
      %5 = arith.addi %4, %extracted : i64
      scf.yield %5 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
