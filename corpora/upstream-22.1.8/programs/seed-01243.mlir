// Piece 1 of Dialect/Vector/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["non_reading_xfer_write"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 6816533462755564976, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @non_reading_xfer_write(%arg0: tensor<5x10xf32>, %arg1: vector<6x11xf32>) -> tensor<5x10xf32> {
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c10 = arith.constant 10 : index
    %0 = vector.transfer_write %arg1, %arg0[%c0, %c0] : vector<6x11xf32>, tensor<5x10xf32>
    return %0 : tensor<5x10xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<5x10xf32>, %arg1: vector<6x11xf32>) -> tensor<5x10xf32> {
    %0 = call @non_reading_xfer_write(%arg0, %arg1) : (tensor<5x10xf32>, vector<6x11xf32>) -> tensor<5x10xf32>
    return %0 : tensor<5x10xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-0.04880457, 1.525000e+01, -5.000000e-01, 0xFF800000, -0.0874562561, 6.44060469, 0.0280666556, 2.96816463E-4, -1.000000e+00, 1.025000e+01], [9.62285518, -1.500000e+00, 1.450000e+01, 9.750000e+00, 1.425000e+01, 1.994580e+02, 0.0355269425, 2.55202103, 5.500000e+00, 88.9663315], [9788.43359, 9.500000e+00, 1.500000e+00, 0x7FC00000, 0.000000e+00, 1.600000e+01, -1.550000e+01, 6.500000e+00, 5.250000e+00, 1.375000e+01], [-0.00441492861, -856.515625, -6.500000e+00, -2.750000e+00, -8.000000e+00, 0x7FC00000, -8749.53417, 1.200000e+01, -7.500000e-01, 0.000000e+00], [1.350000e+01, 5.000000e-01, -9.78440395E-4, -1.025000e+01, 4.35106707, 7.500000e-01, 8.250000e+00, -8.500000e+00, -1.100000e+01, 0x7FC00000]]> : tensor<5x10xf32>
    %cst_0 = arith.constant dense<[[6.750000e+00, -5657.49853, -5.500000e+00, -1.475000e+01, -1.400000e+01, -8.000000e+00, 1.275000e+01, -1.525000e+01, -7.094540e+01, 1.275000e+01, -4.74175467E-4], [-4142.8252, 4.750000e+00, -4.471640e-02, 7.069610e-05, 0.00306516071, -1.475000e+01, -0.349715263, 0x7F800000, -973.043334, -769.168762, -7.73606681], [1.025000e+01, 0.000000e+00, 6.750000e+00, -9.750000e+00, 1.300000e+01, -4.000000e+00, -1.300000e+01, 7.250000e+00, 1.525000e+01, -1.000000e+01, -1.000000e+00], [-6.250000e+00, -968.768493, 8.250000e+00, -0.004238497, -8.500000e+00, 0.0252290666, -7.500000e+00, -0.92933166, -1.425000e+01, 2.09458852, 1.000000e+01], [1.050000e+01, 3.250000e+00, 1.275000e+01, -5.750000e+00, -1.325000e+01, 0.0236042961, -7.750000e+00, -1.600000e+01, 4.500000e+00, -9.750000e+00, 0.000000e+00], [5.000000e-01, 0.19003351, 3.500000e+00, 1.000000e+00, -5.1989808E-4, 2.750000e+00, -3.73962522, 1.200000e+01, 6.000000e+00, -2.55045248E-4, -9.250000e+00]]> : vector<6x11xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<5x10xf32>, vector<6x11xf32>) -> tensor<5x10xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c5 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<5x10xf32>
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
