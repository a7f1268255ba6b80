// Piece 0 of Conversion/ArithToSPIRV/arith-to-spirv-le-specific.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["constant_dense_resource"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToSPIRV/arith-to-spirv-le-specific.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3012210592556980147, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @constant_dense_resource() {
    %cst = arith.constant dense_resource<dense_resource_test_5xf32_2> : tensor<5xf32>
    %cst_0 = arith.constant dense_resource<dense_resource_test_2xi32_2> : vector<2xi32>
    %cst_1 = arith.constant dense_resource<dense_resource_test_2x2xf32_2> : tensor<1x2x2xf32>
    return
  }
  func.func @smith_harness_0() {
    call @constant_dense_resource() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}

{-#
  dialect_resources: {
    builtin: {
      dense_resource_test_5xf32_2: "0x08000000041A503E183382BEFCEEBABE7A3AF0BE0E9DEE3E",
      dense_resource_test_2xi32_2: "0x400000000100000002000000",
      dense_resource_test_2x2xf32_2: "0x0800000054A3B53ED6C0B33E55D1A2BDE5D2BB3E"
    }
  }
#-}
