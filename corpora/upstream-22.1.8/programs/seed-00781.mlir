// Piece 4 of Dialect/Linalg/subtensor-of-padtensor.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["static_mixed_data_high_pad"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/subtensor-of-padtensor.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 7285977085142746411, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @static_mixed_data_high_pad(%arg0: tensor<4x5xf32>, %arg1: f32) -> tensor<3x4xf32> {
    %padded = tensor.pad %arg0 low[0, 0] high[7, 8] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %arg1 : f32
    } : tensor<4x5xf32> to tensor<11x13xf32>
    %extracted_slice = tensor.extract_slice %padded[2, 4] [3, 4] [1, 1] : tensor<11x13xf32> to tensor<3x4xf32>
    return %extracted_slice : tensor<3x4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<4x5xf32>, %arg1: f32) -> tensor<3x4xf32> {
    %0 = call @static_mixed_data_high_pad(%arg0, %arg1) : (tensor<4x5xf32>, f32) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[8.500000e+00, 0.00152604934, -5.000000e-01, 0x7F800000, -1.025000e+01], [6.35709572, -8.500000e+00, 0.00159867771, 1.075000e+01, -1.500000e+00], [-2.500000e-01, -5.000000e-01, 8.000000e+00, 3.000000e+00, -5.750000e+00], [-0.000000e+00, -589.162598, -5.750000e+00, -1.000000e+00, 2198.3645]]> : tensor<4x5xf32>
    %cst_0 = arith.constant 9.13581636E-4 : f32
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<4x5xf32>, f32) -> tensor<3x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<3x4xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_2 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
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
