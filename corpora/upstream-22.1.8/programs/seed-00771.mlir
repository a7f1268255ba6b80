// Piece 10 of Dialect/Linalg/simplify-pack-unpack.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["pack_32x1_to_16x1x1x2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/simplify-pack-unpack.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 8918073365026505173, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @pack_32x1_to_16x1x1x2(%arg0: tensor<32x1xf32>) -> tensor<16x1x1x2xf32> {
    %0 = tensor.empty() : tensor<16x1x1x2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x1x1x2xf32>) -> tensor<16x1x1x2xf32>
    %pack = linalg.pack %arg0 inner_dims_pos = [1, 0] inner_tiles = [1, 2] into %1 : tensor<32x1xf32> -> tensor<16x1x1x2xf32>
    return %pack : tensor<16x1x1x2xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<32x1xf32>) -> tensor<16x1x1x2xf32> {
    %0 = call @pack_32x1_to_16x1x1x2(%arg0) : (tensor<32x1xf32>) -> tensor<16x1x1x2xf32>
    return %0 : tensor<16x1x1x2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[1.050000e+01], [-1.750000e+00], [-1.750000e+00], [-59.7370796], [0.000000e+00], [-6.250000e+00], [-3.750000e+00], [7.250000e+00], [449.705017], [-9.250000e+00], [-6.250000e+00], [-1.575000e+01], [1.575000e+01], [-1.150000e+01], [1.500000e+01], [0x7F800000], [-2.7756815], [-3.750000e+00], [-5.000000e-01], [1.14337803E-4], [-1.175000e+01], [-1.025000e+01], [946.329528], [1.000000e+00], [62.466526], [1.475000e+01], [2.250000e+00], [-1.000000e+00], [-8.000000e+00], [5.000000e-01], [-1.600000e+01], [-5.31771374]]> : tensor<32x1xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<32x1xf32>) -> tensor<16x1x1x2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c16 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c1_1 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c2 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<16x1x1x2xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_3 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_3 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
