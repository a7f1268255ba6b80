// Piece 71 of Dialect/Shape/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["canonicalize_rank"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Shape/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 71, "release": "22.1.8"}, "seed": 631309038518185472, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @canonicalize_rank(%arg0: tensor<1x2x?xf32>) -> index {
    %0 = shape.shape_of %arg0 : tensor<1x2x?xf32> -> tensor<?xindex>
    %1 = shape.rank %0 : tensor<?xindex> -> index
    return %1 : index
  }
  func.func @smith_harness_0(%arg0: tensor<1x2x?xf32>) -> index {
    %0 = call @canonicalize_rank(%arg0) : (tensor<1x2x?xf32>) -> index
    return %0 : index
  }
  func.func @main() {
    %cst = arith.constant dense<[[[1.100000e+01, -1.250000e+00, -0.0404913761], [0.857104599, 1.300000e+01, 5546.729]]]> : tensor<1x2x3xf32>
    %cast = tensor.cast %cst : tensor<1x2x3xf32> to tensor<1x2x?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<1x2x?xf32>) -> index
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
