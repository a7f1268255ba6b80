// Piece 0 of Integration/Dialect/Tensor/extract-runtime-verification.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract", "extract_dynamic", "extract_nd_dynamic", "main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Tensor/extract-runtime-verification.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6050608495125890475, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract(%arg0: tensor<1xf32>, %arg1: index) {
    %c1 = arith.constant 1 : index
    %0 = arith.remui %arg1, %c1 : index
    %extracted = tensor.extract %arg0[%0] : tensor<1xf32>
    return
  }
  func.func @extract_dynamic(%arg0: tensor<?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %0 = arith.remui %arg1, %dim : index
    %extracted = tensor.extract %arg0[%0] : tensor<?xf32>
    return
  }
  func.func @extract_nd_dynamic(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x?xf32>
    %0 = arith.remui %arg1, %dim : index
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?x?xf32>
    %1 = arith.remui %arg2, %dim_0 : index
    %c2 = arith.constant 2 : index
    %dim_1 = tensor.dim %arg0, %c2 : tensor<?x?x?xf32>
    %2 = arith.remui %arg3, %dim_1 : index
    %extracted = tensor.extract %arg0[%0, %1, %2] : tensor<?x?x?xf32>
    return
  }
  func.func @main_0() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c2 = arith.constant 2 : index
    %0 = tensor.empty() : tensor<1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
    %2 = tensor.empty(%c1) : tensor<?xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<?xf32>) -> tensor<?xf32>
    %4 = tensor.empty(%c2, %c2, %c2) : tensor<?x?x?xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %5 = linalg.fill ins(%cst_1 : f32) outs(%4 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    call @extract(%1, %c1) : (tensor<1xf32>, index) -> ()
    call @extract_dynamic(%3, %c1) : (tensor<?xf32>, index) -> ()
    call @extract_nd_dynamic(%5, %c1, %c-1, %c0) : (tensor<?x?x?xf32>, index, index, index) -> ()
    call @extract(%1, %c0) : (tensor<1xf32>, index) -> ()
    call @extract_dynamic(%3, %c0) : (tensor<?xf32>, index) -> ()
    call @extract_nd_dynamic(%5, %c1, %c1, %c0) : (tensor<?x?x?xf32>, index, index, index) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: tensor<1xf32>, %arg1: index) {
    call @extract(%arg0, %arg1) : (tensor<1xf32>, index) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: tensor<?xf32>, %arg1: index) {
    call @extract_dynamic(%arg0, %arg1) : (tensor<?xf32>, index) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) {
    call @extract_nd_dynamic(%arg0, %arg1, %arg2, %arg3) : (tensor<?x?x?xf32>, index, index, index) -> ()
    return
  }
  func.func @smith_harness_3() {
    call @main_0() : () -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<-3.750000e+00> : tensor<1xf32>
    %c3 = arith.constant 3 : index
    call @smith_harness_0(%cst, %c3) : (tensor<1xf32>, index) -> ()
    %cst_0 = arith.constant dense<[-1.64970101E-4, -9.000000e+00, -1.150000e+01]> : tensor<3xf32>
    %cast = tensor.cast %cst_0 : tensor<3xf32> to tensor<?xf32>
    %c0 = arith.constant 0 : index
    call @smith_harness_1(%cast, %c0) : (tensor<?xf32>, index) -> ()
    %cst_1 = arith.constant dense<[[[0.00891386903, -7.000000e+00], [1.075000e+01, 1.475000e+01]], [[31.6415634, -5.750000e+00], [0.000000e+00, -1.475000e+01]]]> : tensor<2x2x2xf32>
    %cast_2 = tensor.cast %cst_1 : tensor<2x2x2xf32> to tensor<?x?x?xf32>
    %c1 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    call @smith_harness_2(%cast_2, %c1, %c1_3, %c2) : (tensor<?x?x?xf32>, index, index, index) -> ()
    call @smith_harness_3() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
