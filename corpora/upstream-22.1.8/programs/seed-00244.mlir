// Piece 1 of Conversion/TensorToSPIRV/tensor-ops-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_spirv_unsupported_type_index", "test_spirv_unsupported_type_i128"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TensorToSPIRV/tensor-ops-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 693633973588729050, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_spirv_unsupported_type_index(%arg0: index) {
    %cst = arith.constant dense<[1, 2]> : tensor<2xindex>
    %c2 = arith.constant 2 : index
    %0 = arith.remui %arg0, %c2 : index
    %extracted = tensor.extract %cst[%0] : tensor<2xindex>
    return
  }
  func.func @test_spirv_unsupported_type_i128(%arg0: index) {
    %cst = arith.constant dense<[1, 2]> : tensor<2xi128>
    %c2 = arith.constant 2 : index
    %0 = arith.remui %arg0, %c2 : index
    %extracted = tensor.extract %cst[%0] : tensor<2xi128>
    return
  }
  func.func @smith_harness_0(%arg0: index) {
    call @test_spirv_unsupported_type_index(%arg0) : (index) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: index) {
    call @test_spirv_unsupported_type_i128(%arg0) : (index) -> ()
    return
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    call @smith_harness_0(%c2) : (index) -> ()
    %c1 = arith.constant 1 : index
    call @smith_harness_1(%c1) : (index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
