// Piece 120 of Dialect/Shape/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_shapeof"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Shape/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 120, "release": "22.1.8"}, "seed": 4662570382167196217, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_shapeof(%arg0: tensor<?x?xf64>) -> index {
    %c1 = arith.constant 1 : index
    %0 = shape.shape_of %arg0 : tensor<?x?xf64> -> tensor<2xindex>
    %c2 = arith.constant 2 : index
    %extracted = tensor.extract %0[%c1] : tensor<2xindex>
    return %extracted : index
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf64>) -> index {
    %0 = call @extract_shapeof(%arg0) : (tensor<?x?xf64>) -> index
    return %0 : index
  }
  func.func @main() {
    %cst = arith.constant dense<[[1.150000e+01, 1.350000e+01, 0.0015853289424661687, -2.3882721138103591], [7.9636548106967524, 1.425000e+01, 0.0024904797076320006, 1.250000e+01], [0.72923684328582161, -5.3476326774898331E-4, 87.389486818431223, -1.500000e+00], [-7.000000e+00, -7.750000e+00, 1.500000e+01, -1.000000e+00]]> : tensor<4x4xf64>
    %cast = tensor.cast %cst : tensor<4x4xf64> to tensor<?x?xf64>
    %0 = call @smith_harness_0(%cast) : (tensor<?x?xf64>) -> index
    %1 = arith.index_cast %0 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
