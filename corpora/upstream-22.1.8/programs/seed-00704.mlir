// Piece 7 of Dialect/Linalg/erase-unused-operands-and-results.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["argmax_lowering"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/erase-unused-operands-and-results.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 5467162569829477263, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @argmax_lowering(%arg0: tensor<?xf32>) -> tensor<i32> {
    %0 = tensor.empty() : tensor<f32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %2 = tensor.empty() : tensor<i32>
    %c0_i32 = arith.constant 0 : i32
    %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<i32>) -> tensor<i32>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["reduction"]} ins(%arg0 : tensor<?xf32>) outs(%1, %3 : tensor<f32>, tensor<i32>) {
    ^bb0(%in: f32, %out: f32, %out_0: i32):
      %5 = linalg.index 0 : index
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.cmpf oge, %in, %out : f32
      %8 = arith.select %7, %in, %out : f32
      %9 = arith.cmpf oeq, %in, %out : f32
      %10 = arith.minsi %6, %out_0 : i32
      %11 = arith.select %7, %6, %out_0 : i32
      %12 = arith.select %9, %10, %11 : i32
      linalg.yield %8, %12 : f32, i32
    } -> (tensor<f32>, tensor<i32>)
    return %4#1 : tensor<i32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>) -> tensor<i32> {
    %0 = call @argmax_lowering(%arg0) : (tensor<?xf32>) -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func @main() {
    %cst = arith.constant dense<[1.375000e+01, 4.250000e+00, -0.0734301209, 4.000000e+00]> : tensor<4xf32>
    %cast = tensor.cast %cst : tensor<4xf32> to tensor<?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?xf32>) -> tensor<i32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %extracted = tensor.extract %0[] : tensor<i32>
    %1 = arith.extsi %extracted : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %5 = arith.addi %4, %3 : i64
    vector.print %5 : i64
    return
  }
}
