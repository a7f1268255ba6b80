// Piece 2 of Dialect/Vector/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reading_xfer_write"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 2559570802213398415, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reading_xfer_write(%arg0: tensor<5x10xf32>, %arg1: vector<4x11xf32>) -> tensor<5x10xf32> {
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c10 = arith.constant 10 : index
    %0 = vector.transfer_write %arg1, %arg0[%c0, %c0] : vector<4x11xf32>, tensor<5x10xf32>
    return %0 : tensor<5x10xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<5x10xf32>, %arg1: vector<4x11xf32>) -> tensor<5x10xf32> {
    %0 = call @reading_xfer_write(%arg0, %arg1) : (tensor<5x10xf32>, vector<4x11xf32>) -> tensor<5x10xf32>
    return %0 : tensor<5x10xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-1.225000e+01, -7.500000e-01, 1.600000e+01, -372.844818, 7.76042128, -6.750000e+00, 2.500000e+00, 1.375000e+01, -1.375000e+01, -1.250000e+00], [7.000000e+00, -0.000000e+00, 7.250000e+00, 0.479888707, -1.550000e+01, -4.750000e+00, -1.750000e+00, 1.350000e+01, -1.500000e+01, 2.500000e+00], [-1.750000e+00, 8.750000e+00, 3.500000e+00, -1.250000e+00, 2.000000e+00, 9.88735103, -1.050000e+01, -64.4226303, -583.558411, -7.500000e+00], [-1.250000e+00, -4.54827261, 5.000000e-01, -62.1088753, -4.000000e+00, -7.250000e+00, 9.750000e+00, -2.500000e+00, 2.500000e-01, -0.000000e+00], [0x7F800000, 2.27975178, 4.000000e+00, -2649.44653, 8.750000e+00, -1.000000e+00, 6.750000e+00, 1.275000e+01, 1.150000e+01, 1.500000e+01]]> : tensor<5x10xf32>
    %cst_0 = arith.constant dense<[[124.679855, -8.250000e+00, -1.125000e+01, -6.087260e+02, 1.325000e+01, 0xFF800000, -3.750000e+00, 1.450000e+01, -4.750000e+00, 813.822998, 1.175000e+01], [-0.000000e+00, 7.750000e+00, 1.275000e+01, -1.000000e+00, 4.500000e+00, 0x7F800000, 7.428870e+02, -3.000000e+00, -5.000000e-01, 7.750000e+00, 0x7FC00000], [6.000000e+00, 7.500000e-01, 0xFF800000, 3.250000e+00, 0.000000e+00, 0x7F800000, -1.425000e+01, 0xFF800000, -2.250000e+00, 6.500000e+00, 400.853638], [-1.450000e+01, 7.750000e+00, -7.500000e+00, 2.500000e-01, 0.000000e+00, 4.250000e+00, -6907.12158, -1.175000e+01, -1.100000e+01, -1.225000e+01, -1.350000e+01]]> : vector<4x11xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<5x10xf32>, vector<4x11xf32>) -> tensor<5x10xf32>
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
