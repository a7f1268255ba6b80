// Piece 0 of Conversion/MemRefToSPIRV/alloca.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["alloc_function_variable"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToSPIRV/alloca.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 621340255862688181, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader], []>, #spirv.resource_limits<>>} {
  func.func @alloc_function_variable(%arg0: index, %arg1: index) {
    %alloca = memref.alloca() : memref<4x5xf32, #spirv.storage_class<Function>>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloca : memref<4x5xf32, #spirv.storage_class<Function>>)
    %c4 = arith.constant 4 : index
    %0 = arith.remui %arg0, %c4 : index
    %c5 = arith.constant 5 : index
    %1 = arith.remui %arg1, %c5 : index
    %2 = memref.load %alloca[%0, %1] : memref<4x5xf32, #spirv.storage_class<Function>>
    %c4_0 = arith.constant 4 : index
    %3 = arith.remui %arg0, %c4_0 : index
    %c5_1 = arith.constant 5 : index
    %4 = arith.remui %arg1, %c5_1 : index
    memref.store %2, %alloca[%3, %4] : memref<4x5xf32, #spirv.storage_class<Function>>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) {
    call @alloc_function_variable(%arg0, %arg1) : (index, index) -> ()
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    call @smith_harness_0(%c0, %c0_0) : (index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
