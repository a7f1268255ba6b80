// Piece 1 of Conversion/MemRefToSPIRV/alloc.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["alloc_dealloc_workgroup_mem_shader_i16"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToSPIRV/alloc.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 1641511607249682390, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @alloc_dealloc_workgroup_mem_shader_i16(%arg0: index, %arg1: index) {
    %alloc = memref.alloc() : memref<4x5xi16, #spirv.storage_class<Workgroup>>
    %c0_i16 = arith.constant 0 : i16
    linalg.fill ins(%c0_i16 : i16) outs(%alloc : memref<4x5xi16, #spirv.storage_class<Workgroup>>)
    %c4 = arith.constant 4 : index
    %0 = arith.remui %arg0, %c4 : index
    %c5 = arith.constant 5 : index
    %1 = arith.remui %arg1, %c5 : index
    %2 = memref.load %alloc[%0, %1] : memref<4x5xi16, #spirv.storage_class<Workgroup>>
    %c4_0 = arith.constant 4 : index
    %3 = arith.remui %arg0, %c4_0 : index
    %c5_1 = arith.constant 5 : index
    %4 = arith.remui %arg1, %c5_1 : index
    memref.store %2, %alloc[%3, %4] : memref<4x5xi16, #spirv.storage_class<Workgroup>>
    memref.dealloc %alloc : memref<4x5xi16, #spirv.storage_class<Workgroup>>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) {
    call @alloc_dealloc_workgroup_mem_shader_i16(%arg0, %arg1) : (index, index) -> ()
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    call @smith_harness_0(%c3, %c3_0) : (index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
