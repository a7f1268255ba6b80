// Piece 9 of Dialect/Linalg/transform-op-fuse.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fuse_through_slice_and_cast_chain"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/transform-op-fuse.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 4964064461654031098, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fuse_through_slice_and_cast_chain(%arg0: tensor<100x100xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = linalg.exp ins(%arg0 : tensor<100x100xf32>) outs(%arg0 : tensor<100x100xf32>) -> tensor<100x100xf32>
    %cast = tensor.cast %0 : tensor<100x100xf32> to tensor<100x?xf32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %dim = tensor.dim %cast, %c1_0 : tensor<100x?xf32>
    %c98 = arith.constant 98 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %1 = arith.subi %c98, %c1_2 : index
    %2 = arith.muli %1, %c1_1 : index
    %3 = arith.subi %dim, %2 : index
    %c1_3 = arith.constant 1 : index
    %4 = arith.maxsi %3, %c1_3 : index
    %5 = arith.remui %c1, %4 : index
    %extracted_slice = tensor.extract_slice %cast[1, %5] [98, 98] [1, 1] : tensor<100x?xf32> to tensor<98x98xf32>
    %cast_4 = tensor.cast %extracted_slice : tensor<98x98xf32> to tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %arg1, %c0 : tensor<?x?xf32>
    %dim_7 = tensor.dim %arg1, %c1_5 : tensor<?x?xf32>
    %c0_8 = arith.constant 0 : index
    %dim_9 = tensor.dim %cast_4, %c0_8 : tensor<?x?xf32>
    %c1_10 = arith.constant 1 : index
    %c1_11 = arith.constant 1 : index
    %6 = arith.maxsi %c1_10, %c1_11 : index
    %7 = arith.ceildivui %dim_9, %6 : index
    %8 = arith.minui %dim_6, %7 : index
    %c1_12 = arith.constant 1 : index
    %dim_13 = tensor.dim %cast_4, %c1_12 : tensor<?x?xf32>
    %c1_14 = arith.constant 1 : index
    %c1_15 = arith.constant 1 : index
    %9 = arith.maxsi %c1_14, %c1_15 : index
    %10 = arith.ceildivui %dim_13, %9 : index
    %11 = arith.minui %dim_7, %10 : index
    %c1_16 = arith.constant 1 : index
    %c1_17 = arith.constant 1 : index
    %c0_18 = arith.constant 0 : index
    %dim_19 = tensor.dim %cast_4, %c0_18 : tensor<?x?xf32>
    %c1_20 = arith.constant 1 : index
    %c1_21 = arith.constant 1 : index
    %12 = arith.subi %8, %c1_21 : index
    %13 = arith.muli %12, %c1_20 : index
    %14 = arith.subi %dim_19, %13 : index
    %c1_22 = arith.constant 1 : index
    %15 = arith.maxsi %14, %c1_22 : index
    %16 = arith.remui %c1_16, %15 : index
    %c1_23 = arith.constant 1 : index
    %dim_24 = tensor.dim %cast_4, %c1_23 : tensor<?x?xf32>
    %c1_25 = arith.constant 1 : index
    %c1_26 = arith.constant 1 : index
    %17 = arith.subi %11, %c1_26 : index
    %18 = arith.muli %17, %c1_25 : index
    %19 = arith.subi %dim_24, %18 : index
    %c1_27 = arith.constant 1 : index
    %20 = arith.maxsi %19, %c1_27 : index
    %21 = arith.remui %c1_17, %20 : index
    %extracted_slice_28 = tensor.extract_slice %cast_4[%16, %21] [%8, %11] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
    %c0_29 = arith.constant 0 : index
    %dim_30 = tensor.dim %extracted_slice_28, %c0_29 : tensor<?x?xf32>
    %c1_31 = arith.constant 1 : index
    %dim_32 = tensor.dim %extracted_slice_28, %c1_31 : tensor<?x?xf32>
    %c0_33 = arith.constant 0 : index
    %dim_34 = tensor.dim %arg1, %c0_33 : tensor<?x?xf32>
    %22 = arith.cmpi eq, %dim_34, %dim_30 : index
    %c1_35 = arith.constant 1 : index
    %dim_36 = tensor.dim %arg1, %c1_35 : tensor<?x?xf32>
    %23 = arith.cmpi eq, %dim_36, %dim_32 : index
    %24 = arith.andi %22, %23 : i1
    %25 = scf.if %24 -> (tensor<?x?xf32>) {
      scf.yield %arg1 : tensor<?x?xf32>
    } else {
      %31 = tensor.empty(%dim_30, %dim_32) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast_45 = tensor.cast %32 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast_45 : tensor<?x?xf32>
    }
    %c0_37 = arith.constant 0 : index
    %dim_38 = tensor.dim %extracted_slice_28, %c0_37 : tensor<?x?xf32>
    %c1_39 = arith.constant 1 : index
    %dim_40 = tensor.dim %extracted_slice_28, %c1_39 : tensor<?x?xf32>
    %c0_41 = arith.constant 0 : index
    %dim_42 = tensor.dim %arg1, %c0_41 : tensor<?x?xf32>
    %26 = arith.cmpi eq, %dim_42, %dim_38 : index
    %c1_43 = arith.constant 1 : index
    %dim_44 = tensor.dim %arg1, %c1_43 : tensor<?x?xf32>
    %27 = arith.cmpi eq, %dim_44, %dim_40 : index
    %28 = arith.andi %26, %27 : i1
    %29 = scf.if %28 -> (tensor<?x?xf32>) {
      scf.yield %arg1 : tensor<?x?xf32>
    } else {
      %31 = tensor.empty(%dim_38, %dim_40) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast_45 = tensor.cast %32 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast_45 : tensor<?x?xf32>
    }
    %30 = linalg.add ins(%extracted_slice_28, %25 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%29 : tensor<?x?xf32>) -> tensor<?x?xf32>
    return %30 : tensor<?x?xf32>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match ops{["linalg.add"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %transformed, %loops:2 = transform.structured.fuse %0 tile_sizes [32, 32] interchange [0, 1] {apply_cleanup} : (!transform.any_op) -> (!transform.any_op, !transform.op<"scf.for">, !transform.any_op)
      transform.yield 
    }
  }
  func.func @smith_harness_0(%arg0: tensor<100x100xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = call @fuse_through_slice_and_cast_chain(%arg0, %arg1) : (tensor<100x100xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-90.1487656> : tensor<100x100xf32>
    %cst_0 = arith.constant dense<-5.750000e+00> : tensor<99x99xf32>
    %cast = tensor.cast %cst_0 : tensor<99x99xf32> to tensor<?x?xf32>
    %0 = call @smith_harness_0(%cst, %cast) : (tensor<100x100xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_1 : tensor<?x?xf32>
    %c1_2 = arith.constant 1 : index
    %dim_3 = tensor.dim %0, %c1_2 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
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
