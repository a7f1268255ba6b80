// Piece 111 of Dialect/Shape/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cast_extent_tensor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Shape/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 111, "release": "22.1.8"}, "seed": 2147175964296686164, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @cast_extent_tensor(%arg0: tensor<?x?x?xf32>) -> tensor<?xindex> {
    %0 = shape.shape_of %arg0 : tensor<?x?x?xf32> -> tensor<3xindex>
    %cast = tensor.cast %0 : tensor<3xindex> to tensor<?xindex>
    return %cast : tensor<?xindex>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>) -> tensor<?xindex> {
    %0 = call @cast_extent_tensor(%arg0) : (tensor<?x?x?xf32>) -> tensor<?xindex>
    return %0 : tensor<?xindex>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-1.050000e+01, -1.475000e+01, -1.000000e+00], [-1.200000e+01, -0.00462139444, 1.100000e+01], [1.500000e+00, 1.175000e+01, 5.000000e-01]], [[-1.000000e+00, -7.000000e+00, 768.162964], [-2.000000e+00, 5.000000e-01, -1.000000e+01], [-1.000000e+00, 0.0100624757, -2.500000e-01]], [[1.050000e+01, 9.500000e+00, -8.250000e+00], [61.5082207, 7.750000e+00, -4.000000e+00], [-5.000000e+00, 88.5600357, -0.606764197]]]> : tensor<3x3x3xf32>
    %cast = tensor.cast %cst : tensor<3x3x3xf32> to tensor<?x?x?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?x?x?xf32>) -> tensor<?xindex>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_0 : tensor<?xindex>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<?xindex>
      %4 = arith.index_cast %extracted : index to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %5 = arith.muli %arg1, %c1000003_i64_2 : i64
      %6 = arith.addi %5, %4 : i64
      scf.yield %6 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
