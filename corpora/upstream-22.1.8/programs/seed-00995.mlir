// Piece 122 of Dialect/Shape/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Shape/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 122, "release": "22.1.8"}, "seed": 4398145125087766820, "skipped": {}, "smith_version": "0.1.0"}

// CHECK-LABEL: func @shape_of_0d(
//  CHECK-SAME:     %[[arg0:.*]]: tensor<f32>
//       CHECK:   %[[const:.*]] = shape.const_shape [] : tensor<0xindex>
//       CHECK:   %[[cast:.*]] = tensor.cast %[[const]] : tensor<0xindex> to tensor<?xindex>
//       CHECK:   return %[[cast]]
func.func @shape_of_0d(%arg0: tensor<f32>) -> tensor<?xindex> {
  %0 = shape.shape_of %arg0 : tensor<f32> -> tensor<?xindex>
  return %0 : tensor<?xindex>
}
