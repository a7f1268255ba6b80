// Piece 16 of Dialect/SPIRV/IR/target-and-abi.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["target_env"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SPIRV/IR/target-and-abi.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 3095344688656700426, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @target_env() attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<max_compute_workgroup_size = [128, 64, 64]>>} {
    return
  }
  func.func @smith_harness_0() {
    call @target_env() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
