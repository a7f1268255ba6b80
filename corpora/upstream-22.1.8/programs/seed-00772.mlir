// Piece 21 of Dialect/Linalg/simplify-pack-unpack.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unpack_16x1x1x2_to_32x1"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/simplify-pack-unpack.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 21, "release": "22.1.8"}, "seed": 683477693970166255, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @unpack_16x1x1x2_to_32x1(%arg0: tensor<16x1x1x2xf32>) -> tensor<32x1xf32> {
    %0 = tensor.empty() : tensor<32x1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %unpack = linalg.unpack %arg0 inner_dims_pos = [1, 0] inner_tiles = [1, 2] into %1 : tensor<16x1x1x2xf32> -> tensor<32x1xf32>
    return %unpack : tensor<32x1xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<16x1x1x2xf32>) -> tensor<32x1xf32> {
    %0 = call @unpack_16x1x1x2_to_32x1(%arg0) : (tensor<16x1x1x2xf32>) -> tensor<32x1xf32>
    return %0 : tensor<32x1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[-1.32704226E-4, -1.325000e+01]]], [[[-9.500000e+00, 3.500000e+00]]], [[[-38.9937248, -1.200000e+01]]], [[[1.000000e+01, -5.250000e+00]]], [[[0xFF800000, -6.750000e+00]]], [[[1.225000e+01, -5.28963516E-4]]], [[[0.060858883, -1.125000e+01]]], [[[-1.200000e+01, -4.09616652E-4]]], [[[0xFF800000, -1.750000e+00]]], [[[1.575000e+01, -34.2928238]]], [[[-2.000000e+00, -860.48291]]], [[[0.000000e+00, -511.854858]]], [[[-1.575000e+01, -1.200000e+01]]], [[[4.750000e+00, 3223.5144]]], [[[-6.750000e+00, -1.000000e+00]]], [[[0.00722332159, 7.78766298]]]]> : tensor<16x1x1x2xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<16x1x1x2xf32>) -> tensor<32x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c1_0 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c32 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<32x1xf32>
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
