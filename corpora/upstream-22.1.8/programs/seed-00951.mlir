// Piece 21 of Dialect/SCF/one-shot-bufferize-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["read_of_bbarg_in_repetitive_region"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/one-shot-bufferize-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 21, "release": "22.1.8"}, "seed": 3124287735954533872, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @read_of_bbarg_in_repetitive_region(%arg0: tensor<10xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) {
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg3, %c1 : index
    scf.for %arg5 = %arg1 to %arg2 step %0 {
      %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] : tensor<10xf32> to tensor<4xf32>
      %c4 = arith.constant 4 : index
      %1 = arith.remui %arg1, %c4 : index
      %extracted = tensor.extract %extracted_slice[%1] : tensor<4xf32>
      vector.print %extracted : f32
      %c4_0 = arith.constant 4 : index
      %2 = arith.remui %arg1, %c4_0 : index
      %inserted = tensor.insert %arg4 into %extracted_slice[%2] : tensor<4xf32>
      %c4_1 = arith.constant 4 : index
      %3 = arith.remui %arg1, %c4_1 : index
      %extracted_2 = tensor.extract %inserted[%3] : tensor<4xf32>
      vector.print %extracted_2 : f32
    }
    return
  }
  func.func @smith_harness_0(%arg0: tensor<10xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) {
    call @read_of_bbarg_in_repetitive_region(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<10xf32>, index, index, index, f32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[1.000000e+01, 8.500000e+00, 659.881591, -2.750000e+00, -1.750000e+00, 77.0778122, 1.225000e+01, 138.425949, 6.000000e+00, 0.000000e+00]> : tensor<10xf32>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant -1.425000e+01 : f32
    call @smith_harness_0(%cst, %c2, %c1, %c0, %cst_0) : (tensor<10xf32>, index, index, index, f32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
