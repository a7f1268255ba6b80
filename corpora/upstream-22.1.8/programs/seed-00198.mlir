// Piece 2 of Conversion/MemRefToSPIRV/alloc.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["two_allocs"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToSPIRV/alloc.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 5411545372592674605, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @two_allocs() {
    %alloc = memref.alloc() : memref<4x5xf32, #spirv.storage_class<Workgroup>>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x5xf32, #spirv.storage_class<Workgroup>>)
    %alloc_0 = memref.alloc() : memref<2x3xi32, #spirv.storage_class<Workgroup>>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc_0 : memref<2x3xi32, #spirv.storage_class<Workgroup>>)
    return
  }
  func.func @smith_harness_0() {
    call @two_allocs() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
