// Piece 0 of Dialect/Linalg/one-shot-bufferize-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["not_elementwise"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/one-shot-bufferize-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 155795572394371194, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @not_elementwise(%arg0: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %cst = arith.constant 5.000000e+00 : f32
    %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 6] [1, 1] : tensor<5x6xf32> to tensor<6xf32>
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<6xf32>) outs(%arg0 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = arith.addf %in, %out : f32
      linalg.yield %1 : f32
    } -> tensor<5x6xf32>
    return %0 : tensor<5x6xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = call @not_elementwise(%arg0) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    return %0 : tensor<5x6xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[7.500000e-01, -1344.5542, -0.104007691, 8.500000e+00, -7.750000e+00, 0.000000e+00], [4.5567815E-4, -1.550000e+01, -5.250000e+00, 8.250000e+00, -8067.75341, -1.225000e+01], [8.69235548E-4, -3.750000e+00, -2.250000e+00, -3.750000e+00, -2669.62866, -1.400000e+01], [-2.500000e-01, 2.250000e+00, 9.750000e+00, -1.475000e+01, 5.500000e+00, -1.300000e+01], [1.275000e+01, 399.846527, 1.575000e+01, 1.450000e+01, -0.00774468342, -1.375000e+01]]> : tensor<5x6xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c5 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<5x6xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_1 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_1 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
