// Piece 18 of Dialect/SCF/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["matmul"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 18, "release": "22.1.8"}, "seed": 929221581007368738, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0 * 4)>
#map1 = affine_map<(d0) -> (d0 * 2)>
module {
  func.func @matmul(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32> {bufferization.writable = true}) -> tensor<8x8xf32> {
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %0 = scf.forall (%arg3, %arg4) in (%c2, %c4) shared_outs(%arg5 = %arg2) -> (tensor<8x8xf32>) {
      %1 = affine.apply #map(%arg3)
      %c5 = arith.constant 5 : index
      %2 = arith.remui %1, %c5 : index
      %extracted_slice = tensor.extract_slice %arg0[%2, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
      %3 = affine.apply #map1(%arg4)
      %c5_0 = arith.constant 5 : index
      %4 = arith.remui %3, %c5_0 : index
      %extracted_slice_1 = tensor.extract_slice %arg1[0, %4] [8, 4] [1, 1] : tensor<8x8xf32> to tensor<8x4xf32>
      %c5_2 = arith.constant 5 : index
      %5 = arith.remui %1, %c5_2 : index
      %c5_3 = arith.constant 5 : index
      %6 = arith.remui %3, %c5_3 : index
      %extracted_slice_4 = tensor.extract_slice %arg5[%5, %6] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
      %7 = linalg.matmul ins(%extracted_slice, %extracted_slice_1 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%extracted_slice_4 : tensor<4x4xf32>) -> tensor<4x4xf32>
      %c5_5 = arith.constant 5 : index
      %8 = arith.remui %1, %c5_5 : index
      %c5_6 = arith.constant 5 : index
      %9 = arith.remui %3, %c5_6 : index
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %7 into %arg5[%8, %9] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
      }
    }
    return %0 : tensor<8x8xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = call @matmul(%arg0, %arg1, %arg2) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[1.100000e+01, 1.550000e+01, 0.980531156, -8.000000e+00, 1.000000e+00, 1.575000e+01, -3.750000e+00, -8.000000e+00], [-4.44476289E-4, -1.275000e+01, 1.225000e+01, -1.325000e+01, 9.03852939, 0xFF800000, -372.258514, -0.714098513], [0.0790222659, 1.575000e+01, -37.4584122, -1.000000e+00, -1.000000e+00, -9.750000e+00, 17.238369, 7.750000e+00], [-2.750000e+00, -0.000000e+00, -7.750000e+00, -1.000000e+00, -3.750000e+00, -1.750000e+00, 1.750000e+00, -8965.23828], [2.250000e+00, 7789.12548, 0.00536362035, 1.500000e+00, 0.10221108, 2.750000e+00, -5.000000e-01, 2.250000e+00], [-4.500000e+00, 5.500000e+00, -3.000000e+00, 0x7FC00000, 1.575000e+01, 1.575000e+01, 1.150000e+01, 0.0304497108], [5.500000e+00, 1.025000e+01, 7.47314537E-4, 2.56988692, 5.579140e+03, -0.0677099079, 1.000000e+00, -1.000000e+01], [1.250000e+00, 758.372741, -7.500000e-01, 2127.59692, 1.375000e+01, 0x7FC00000, -3.68148787E-4, -6.250000e+00]]> : tensor<8x8xf32>
    %cst_0 = arith.constant dense<[[7.500000e-01, 0.026962569, 5.250000e+00, 37.1191521, -2.500000e-01, 0.00543970196, -2.250000e+00, 258.742615], [-7.500000e-01, 4042.94385, -6.750000e+00, -9.000000e+00, -1.375000e+01, 1.325000e+01, 7177.14111, 4.750000e+00], [-1.000000e+00, 6.750000e+00, -8.000000e+00, -7.000000e+00, 0.00955955125, 7.500000e+00, -8.750000e+00, -1.050000e+01], [0x7F800000, 7.750000e+00, 1.325000e+01, 9.781991, 2.500000e+00, -6.15394735, -8.500000e+00, 0x7F800000], [-8.250000e+00, 0.0569498688, -9.000000e+00, -4.654320e+01, -310.934479, 0.084156841, 3.750000e+00, 0.00459826598], [8.911820e+00, 0.0658277124, 0xFF800000, -0.000000e+00, 0.0673023462, 0xFF800000, 5.42640337E-4, 0x7F800000], [-1.575000e+01, -0.907188951, 0.00937837176, 1.750000e+00, 760.639465, -789.598876, -1.025000e+01, -0.0908144637], [2.000000e+00, -1.275000e+01, 2.250000e+00, -7.500000e-01, 1.450000e+01, 6.250000e+00, 0.0132044116, -6.750000e+00]]> : tensor<8x8xf32>
    %cst_1 = arith.constant dense<[[1169.974, -8.500000e+00, 1.250000e+01, 1.375000e+01, 1.375000e+01, -1.100000e+01, -508.458588, 86.020546], [1.300000e+01, 0.000000e+00, 190.68721, 9354.38574, 0.0929546877, 1.075000e+01, -5.750000e+00, -7.38895847E-4], [605.52356, 2.08049009E-4, 7.500000e+00, -5271.19092, 5.750000e+00, 0xFF800000, 3263.95361, 2.000000e+00], [-8.000000e+00, 5.000000e+00, -4.43686622E-5, 6.500000e+00, 8.500000e+00, -4.250000e+00, 8628.31836, 0xFF800000], [-0.581822276, 0xFF800000, 1.075000e+01, 144.19754, -6.000000e+00, 0x7F800000, -1.525000e+01, 9.750000e+00], [8.48351105E-4, 4.250000e+00, -1.475000e+01, -0.0023441189, -7.750000e+00, 92.4457397, -2.250000e+00, 0.997484266], [-0.0803814083, 1.425000e+01, -1.300000e+01, 0.00427591661, 2.250000e+00, 9.500000e+00, -7.500000e-01, -1.475000e+01], [5.000000e-01, 0x7FC00000, -0.0543708876, -0.00677550397, 4.045930e-03, -8.000000e+00, -7.750000e+00, -1.300000e+01]]> : tensor<8x8xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c8_2 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c8_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<8x8xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_4 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
