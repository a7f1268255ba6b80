// Piece 2 of Conversion/MemRefToSPIRV/alloca.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["two_allocs_vector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToSPIRV/alloca.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4562927340878957836, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader], []>, #spirv.resource_limits<>>} {
  func.func @two_allocs_vector() {
    %alloca = memref.alloca() : memref<4xvector<4xf32>, #spirv.storage_class<Function>>
    %alloca_0 = memref.alloca() : memref<2xvector<2xi32>, #spirv.storage_class<Function>>
    return
  }
  func.func @smith_harness_0() {
    call @two_allocs_vector() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
