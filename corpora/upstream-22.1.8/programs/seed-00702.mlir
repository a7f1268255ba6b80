// Piece 1 of Dialect/Tensor/fold-consecutive-insert-extract-slice.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_slice_rank_reducing_consumer"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-consecutive-insert-extract-slice.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 9000181566386938121, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_slice_rank_reducing_consumer(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<16x?xf32> {
    %c3 = arith.constant 3 : index
    %dim = tensor.dim %arg0, %c3 : tensor<?x?x?x?xf32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %0 = arith.subi %arg3, %c1_0 : index
    %1 = arith.muli %0, %c1 : index
    %2 = arith.subi %dim, %1 : index
    %c1_1 = arith.constant 1 : index
    %3 = arith.maxsi %2, %c1_1 : index
    %4 = arith.remui %arg1, %3 : index
    %extracted_slice = tensor.extract_slice %arg0[0, 1, 2, %4] [128, 128, 128, %arg3] [1, 1, 1, 1] : tensor<?x?x?x?xf32> to tensor<128x128x128x?xf32>
    %c3_2 = arith.constant 3 : index
    %dim_3 = tensor.dim %extracted_slice, %c3_2 : tensor<128x128x128x?xf32>
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %5 = arith.subi %arg4, %c1_5 : index
    %6 = arith.muli %5, %c1_4 : index
    %7 = arith.subi %dim_3, %6 : index
    %c1_6 = arith.constant 1 : index
    %8 = arith.maxsi %7, %c1_6 : index
    %9 = arith.remui %arg2, %8 : index
    %extracted_slice_7 = tensor.extract_slice %extracted_slice[7, 8, 9, %9] [1, 16, 1, %arg4] [1, 1, 1, 1] : tensor<128x128x128x?xf32> to tensor<16x?xf32>
    return %extracted_slice_7 : tensor<16x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<16x?xf32> {
    %0 = call @extract_slice_rank_reducing_consumer(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<?x?x?x?xf32>, index, index, index, index) -> tensor<16x?xf32>
    return %0 : tensor<16x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[-3.750000e+00, -348.057892], [-3316.7146, 0.887377798]], [[-1.250000e+01, -0.00119340874], [1.000000e+01, 3.250000e+00]]], [[[3.500000e+00, 7.500000e+00], [-7.500000e+00, 3.250000e+00]], [[1.000000e+00, -0.00333190407], [4.54430676, -7.000000e+00]]]]> : tensor<2x2x2x2xf32>
    %cast = tensor.cast %cst : tensor<2x2x2x2xf32> to tensor<?x?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cast, %c0, %c1, %c1_0, %c3) : (tensor<?x?x?x?xf32>, index, index, index, index) -> tensor<16x?xf32>
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c1_3 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1_3 : tensor<16x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %c16 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_1 to %dim step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<16x?xf32>
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
