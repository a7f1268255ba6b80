// Piece 125 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["swap_extract_slice_transfer_write"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 125, "release": "22.1.8"}, "seed": 2275276962255440202, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @swap_extract_slice_transfer_write(%arg0: vector<8x4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<64x64xf32>, %arg3: index, %arg4: index) -> tensor<64x64xf32> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %0 = vector.transfer_write %arg0, %arg1[%c0, %c0] {permutation_map = #map} : vector<8x4xf32>, tensor<4x8xf32>
    %c4_0 = arith.constant 4 : index
    %c4_1 = arith.constant 4 : index
    %1 = arith.minui %arg4, %c4_1 : index
    %extracted_slice = tensor.extract_slice %0[0, 0] [%1, 8] [1, 1] : tensor<4x8xf32> to tensor<?x8xf32>
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %extracted_slice, %c0_2 : tensor<?x8xf32>
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %2 = arith.subi %dim, %c1_3 : index
    %3 = arith.muli %2, %c1 : index
    %4 = arith.subi %c64, %3 : index
    %c1_4 = arith.constant 1 : index
    %5 = arith.maxsi %4, %c1_4 : index
    %6 = arith.remui %arg3, %5 : index
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg2[%6, 16] [%dim, 8] [1, 1] : tensor<?x8xf32> into tensor<64x64xf32>
    return %inserted_slice : tensor<64x64xf32>
  }
  func.func @smith_harness_0(%arg0: vector<8x4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<64x64xf32>, %arg3: index, %arg4: index) -> tensor<64x64xf32> {
    %0 = call @swap_extract_slice_transfer_write(%arg0, %arg1, %arg2, %arg3, %arg4) : (vector<8x4xf32>, tensor<4x8xf32>, tensor<64x64xf32>, index, index) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-1.350000e+01, -9.4064989, -6.402160e+00, -6.99217558], [0x7F800000, 0.19760561, 1.200000e+01, 0.000000e+00], [5.000000e-01, 0.0654128641, 1.000000e+00, -7.000000e+00], [-2.500000e-01, -0.00208187872, -1.000000e+00, 6.000000e+00], [-605.618652, -0.00685314275, -0.805714786, -0.00332933431], [-1.025000e+01, -1.525000e+01, 4.750000e+00, -7.500000e-01], [-1.250000e+01, -527.201172, 2.500000e-01, 0.737417876], [0x7F800000, -1.000000e+00, 2.500000e+00, 2.000000e+00]]> : vector<8x4xf32>
    %cst_0 = arith.constant dense<[[1.325000e+01, -621.680664, -0.437362283, 4.500000e+00, 1.000000e+00, -74.1134948, 0.0310763139, -3.500000e+00], [-0.0770348534, -9.750000e+00, 3.000000e+00, 1.600000e+01, -79.977127, 1.325000e+01, -0.630094826, 2.250000e+00], [0.0408506505, -1.500000e+00, 1.375000e+01, 0.00136660563, -3.000000e+00, -1.200000e+01, 5.55828333, 3.500000e+00], [-1171.81702, 36.6660271, 3.500000e+00, 0.755682408, 2.250000e+00, 0.00541895209, 1.000000e+00, 3.273440e-02]]> : tensor<4x8xf32>
    %cst_1 = arith.constant dense<0x7F800000> : tensor<64x64xf32>
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %c3, %c0) : (vector<8x4xf32>, tensor<4x8xf32>, tensor<64x64xf32>, index, index) -> tensor<64x64xf32>
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c64_3 = arith.constant 64 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_2 to %c64 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_2 to %c64_3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<64x64xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_5 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_5 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
