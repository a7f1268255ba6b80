// Piece 33 of Dialect/SCF/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["check_scfforall_inplace_bufferizer"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 33, "release": "22.1.8"}, "seed": 4820954282405238584, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @check_scfforall_inplace_bufferizer(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?xf32> {bufferization.writable = true}) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg2, %c0 : tensor<?xf32>
    %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xf32>
    %0 = scf.forall (%arg3) in (%c1) shared_outs(%arg4 = %arg2) -> (tensor<?xf32>) {
      %c0_1 = arith.constant 0 : index
      %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?x?xf32>
      %c1_3 = arith.constant 1 : index
      %c1_4 = arith.constant 1 : index
      %1 = arith.maxsi %c1_3, %c1_4 : index
      %2 = arith.ceildivui %dim_2, %1 : index
      %3 = arith.minui %dim, %2 : index
      %c1_5 = arith.constant 1 : index
      %dim_6 = tensor.dim %arg0, %c1_5 : tensor<?x?xf32>
      %c1_7 = arith.constant 1 : index
      %c1_8 = arith.constant 1 : index
      %4 = arith.maxsi %c1_7, %c1_8 : index
      %5 = arith.ceildivui %dim_6, %4 : index
      %6 = arith.minui %dim_0, %5 : index
      %extracted_slice = tensor.extract_slice %arg0[0, 0] [%3, %6] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
      %c0_9 = arith.constant 0 : index
      %dim_10 = tensor.dim %arg1, %c0_9 : tensor<?x?xf32>
      %c1_11 = arith.constant 1 : index
      %c1_12 = arith.constant 1 : index
      %7 = arith.maxsi %c1_11, %c1_12 : index
      %8 = arith.ceildivui %dim_10, %7 : index
      %9 = arith.minui %dim, %8 : index
      %c1_13 = arith.constant 1 : index
      %dim_14 = tensor.dim %arg1, %c1_13 : tensor<?x?xf32>
      %c1_15 = arith.constant 1 : index
      %c1_16 = arith.constant 1 : index
      %10 = arith.maxsi %c1_15, %c1_16 : index
      %11 = arith.ceildivui %dim_14, %10 : index
      %12 = arith.minui %dim_0, %11 : index
      %extracted_slice_17 = tensor.extract_slice %arg1[0, 0] [%9, %12] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
      %c0_18 = arith.constant 0 : index
      %dim_19 = tensor.dim %extracted_slice, %c0_18 : tensor<?x?xf32>
      %c1_20 = arith.constant 1 : index
      %dim_21 = tensor.dim %extracted_slice, %c1_20 : tensor<?x?xf32>
      %c0_22 = arith.constant 0 : index
      %dim_23 = tensor.dim %extracted_slice_17, %c0_22 : tensor<?x?xf32>
      %13 = arith.cmpi eq, %dim_23, %dim_19 : index
      %c1_24 = arith.constant 1 : index
      %dim_25 = tensor.dim %extracted_slice_17, %c1_24 : tensor<?x?xf32>
      %14 = arith.cmpi eq, %dim_25, %dim_21 : index
      %15 = arith.andi %13, %14 : i1
      %16 = scf.if %15 -> (tensor<?x?xf32>) {
        scf.yield %extracted_slice_17 : tensor<?x?xf32>
      } else {
        %20 = tensor.empty(%dim_19, %dim_21) : tensor<?x?xf32>
        %cst = arith.constant 0.000000e+00 : f32
        %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<?x?xf32>) -> tensor<?x?xf32>
        %cast = tensor.cast %21 : tensor<?x?xf32> to tensor<?x?xf32>
        scf.yield %cast : tensor<?x?xf32>
      }
      %c0_26 = arith.constant 0 : index
      %dim_27 = tensor.dim %extracted_slice, %c0_26 : tensor<?x?xf32>
      %c0_28 = arith.constant 0 : index
      %dim_29 = tensor.dim %arg4, %c0_28 : tensor<?xf32>
      %17 = arith.cmpi eq, %dim_29, %dim_27 : index
      %18 = scf.if %17 -> (tensor<?xf32>) {
        scf.yield %arg4 : tensor<?xf32>
      } else {
        %20 = tensor.empty(%dim_27) : tensor<?xf32>
        %cst = arith.constant 0.000000e+00 : f32
        %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<?xf32>) -> tensor<?xf32>
        %cast = tensor.cast %21 : tensor<?xf32> to tensor<?xf32>
        scf.yield %cast : tensor<?xf32>
      }
      %19 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%extracted_slice, %16 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%18 : tensor<?xf32>) {
      ^bb0(%in: f32, %in_32: f32, %out: f32):
        %20 = arith.mulf %in, %in_32 : f32
        %21 = arith.addf %20, %out : f32
        linalg.yield %21 : f32
      } -> tensor<?xf32>
      %c0_30 = arith.constant 0 : index
      %dim_31 = tensor.dim %19, %c0_30 : tensor<?xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %19 into %arg4[0] [%dim_31] [1] : tensor<?xf32> into tensor<?xf32>
      }
    }
    return %0 : tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?xf32>) -> tensor<?xf32> {
    %0 = call @check_scfforall_inplace_bufferizer(%arg0, %arg1, %arg2) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-7.750000e+00, 0.00795632508, -0.0708918273], [-6.250000e+00, -8.250000e+00, 0.000000e+00], [-2.750000e+00, -5.000000e-01, -3.500000e+00]]> : tensor<3x3xf32>
    %cast = tensor.cast %cst : tensor<3x3xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<[[-1.075000e+01, 1.325000e+01, -1.525000e+01], [-1.425000e+01, 1.350000e+01, -4.000000e+00], [503.076508, 0.621522546, 1.300000e+01]]> : tensor<3x3xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<3x3xf32> to tensor<?x?xf32>
    %cst_2 = arith.constant dense<[1.225000e+01, -7.500000e-01, -1.300000e+01]> : tensor<3xf32>
    %cast_3 = tensor.cast %cst_2 : tensor<3xf32> to tensor<?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1, %cast_3) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_4 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<?xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_6 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
