// Piece 5 of Conversion/MemRefToSPIRV/alloc.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["alloc_unsupported_memory_space"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToSPIRV/alloc.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 7503995349920720297, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @alloc_unsupported_memory_space(%arg0: index) -> f32 {
    %alloc = memref.alloc() : memref<4x5xf32, #spirv.storage_class<StorageBuffer>>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x5xf32, #spirv.storage_class<StorageBuffer>>)
    %c4 = arith.constant 4 : index
    %0 = arith.remui %arg0, %c4 : index
    %c5 = arith.constant 5 : index
    %1 = arith.remui %arg0, %c5 : index
    %2 = memref.load %alloc[%0, %1] : memref<4x5xf32, #spirv.storage_class<StorageBuffer>>
    return %2 : f32
  }
  func.func @smith_harness_0(%arg0: index) -> f32 {
    %0 = call @alloc_unsupported_memory_space(%arg0) : (index) -> f32
    return %0 : f32
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c3) : (index) -> f32
    %1 = arith.bitcast %0 : f32 to i32
    %2 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
