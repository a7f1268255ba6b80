// Piece 21 of Dialect/SPIRV/IR/target-and-abi.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["target_env_vendor_id_device_type_device_id"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SPIRV/IR/target-and-abi.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 21, "release": "22.1.8"}, "seed": 3603624350190916450, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @target_env_vendor_id_device_type_device_id() attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, Qualcomm:IntegratedGPU:100925441, #spirv.resource_limits<>>} {
    return
  }
  func.func @smith_harness_0() {
    call @target_env_vendor_id_device_type_device_id() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
