// Piece 3 of Dialect/Linalg/tile-and-fuse-tensors.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["pad_generic_static"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/tile-and-fuse-tensors.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 4083653290421016842, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @pad_generic_static(%arg0: tensor<58x1xf32>, %arg1: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.000000e+00 : f32
    %dim = tensor.dim %arg1, %c0 : tensor<64x128xf32>
    %dim_0 = tensor.dim %arg1, %c1 : tensor<64x128xf32>
    %padded = tensor.pad %arg0 low[4, 60] high[2, 67] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %cst : f32
    } : tensor<58x1xf32> to tensor<64x128xf32>
    %0 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %1 = scf.for %arg2 = %c0 to %dim step %c16 iter_args(%arg3 = %0) -> (tensor<64x128xf32>) {
      %2 = scf.for %arg4 = %c0 to %dim_0 step %c32 iter_args(%arg5 = %arg3) -> (tensor<64x128xf32>) {
        %c49 = arith.constant 49 : index
        %3 = arith.remui %arg2, %c49 : index
        %c97 = arith.constant 97 : index
        %4 = arith.remui %arg4, %c97 : index
        %extracted_slice = tensor.extract_slice %padded[%3, %4] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
        %c49_1 = arith.constant 49 : index
        %5 = arith.remui %arg2, %c49_1 : index
        %c97_2 = arith.constant 97 : index
        %6 = arith.remui %arg4, %c97_2 : index
        %extracted_slice_3 = tensor.extract_slice %arg1[%5, %6] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
        %c49_4 = arith.constant 49 : index
        %7 = arith.remui %arg2, %c49_4 : index
        %c97_5 = arith.constant 97 : index
        %8 = arith.remui %arg4, %c97_5 : index
        %extracted_slice_6 = tensor.extract_slice %arg5[%7, %8] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
        %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %extracted_slice_3 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%extracted_slice_6 : tensor<16x32xf32>) {
        ^bb0(%in: f32, %in_9: f32, %out: f32):
          %12 = arith.addf %in, %in_9 : f32
          linalg.yield %12 : f32
        } -> tensor<16x32xf32>
        %c49_7 = arith.constant 49 : index
        %10 = arith.remui %arg2, %c49_7 : index
        %c97_8 = arith.constant 97 : index
        %11 = arith.remui %arg4, %c97_8 : index
        %inserted_slice = tensor.insert_slice %9 into %arg5[%10, %11] [16, 32] [1, 1] : tensor<16x32xf32> into tensor<64x128xf32>
        scf.yield %inserted_slice : tensor<64x128xf32>
      }
      scf.yield %2 : tensor<64x128xf32>
    }
    return %1 : tensor<64x128xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<58x1xf32>, %arg1: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %0 = call @pad_generic_static(%arg0, %arg1) : (tensor<58x1xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    return %0 : tensor<64x128xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-2984.4541], [-1.550000e+01], [65.3025894], [-52.7676697], [96.2867355], [-5.500000e+00], [1.100000e+01], [0.00745186768], [3.250000e+00], [-1.500000e+00], [1.075000e+01], [8.750000e+00], [-1.525000e+01], [0x7F800000], [-1.350000e+01], [-4.250000e+00], [-1.075000e+01], [-2157.05762], [1.000000e+01], [1.000000e+01], [-1.750000e+00], [-8.750000e+00], [-0.0660467818], [1.375000e+01], [0xFF800000], [3.50832386E-4], [-2437.31958], [-4.82957868E-4], [1.325000e+01], [-9.500000e+00], [5.250000e+00], [-9.500000e+00], [-7.000000e+00], [0.00538900914], [-0.000000e+00], [6.500000e+00], [1.325000e+01], [-7.000000e+00], [3.000000e+00], [1.500000e+00], [0.962666273], [1.225000e+01], [7.250000e+00], [-7.250000e+00], [2.500000e+00], [8.500000e+00], [0x7FC00000], [5.730915E-4], [1.750000e+00], [1.250000e+01], [-1.275000e+01], [9.65691852], [-1.075000e+01], [-8.000000e+00], [1358.91321], [5.250000e+00], [1.750000e+00], [1.025000e+01]]> : tensor<58x1xf32>
    %cst_0 = arith.constant dense<0x7F800000> : tensor<64x128xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<58x1xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c64 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c128 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<64x128xf32>
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
