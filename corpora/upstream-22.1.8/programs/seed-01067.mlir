// Piece 2 of Dialect/Tensor/extract-slice-from-collapse-shape.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_slice_dynamic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/extract-slice-from-collapse-shape.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4978064488529873183, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_slice_dynamic(%arg0: tensor<3x?x?x11xf32>, %arg1: index, %arg2: index) -> tensor<?x5xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2], [3]] : tensor<3x?x?x11xf32> into tensor<?x11xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %collapsed, %c0 : tensor<?x11xf32>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %c2, %c1 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg2, %1 : index
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %collapsed, %c0_0 : tensor<?x11xf32>
    %c2_2 = arith.constant 2 : index
    %c1_3 = arith.constant 1 : index
    %3 = arith.subi %2, %c1_3 : index
    %4 = arith.muli %3, %c2_2 : index
    %5 = arith.subi %dim_1, %4 : index
    %c1_4 = arith.constant 1 : index
    %6 = arith.maxsi %5, %c1_4 : index
    %7 = arith.remui %arg1, %6 : index
    %extracted_slice = tensor.extract_slice %collapsed[%7, 0] [%2, 5] [2, 2] : tensor<?x11xf32> to tensor<?x5xf32>
    return %extracted_slice : tensor<?x5xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<3x?x?x11xf32>, %arg1: index, %arg2: index) -> tensor<?x5xf32> {
    %0 = call @extract_slice_dynamic(%arg0, %arg1, %arg2) : (tensor<3x?x?x11xf32>, index, index) -> tensor<?x5xf32>
    return %0 : tensor<?x5xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x000068C1F49C523D000010400000F0C07A6A01400000C0C000006841000064418492CE400000C0400000807FBF6B7EC20000803F33A1CFC30000803E11E4BB400000104100002041000090C00000E0BF0000B8C000001041B9978B42000090C000005041000004C14EE955C40000803F000080FF0000F040000044C100006441000050414AF3AEC1000060C10000008000000C41000070C1CA4AABBD000080FFA3096EB9000004C1B75E293C000080BF3C04B0C2000048C100002CC12F28BB3C0000803F0000803F000014C1000048C1E8D5784200003CC10000807F000040C1B8245239DFC311C00000C07F0000D0400000244100004C4100001CC1000028410000E03F000048410000684100002C410000C0BFC0BA1CBF0000044112FEEEBB1BA174420B97B6C029E00B3B000080FF000080BF0000B8C0D7201B3D0000403F000078C1EEBC144400000080000080C1D8F0D6C3000010C0000080C00000E0BF27DE5444000048410000C8C0129C32BD937D8CBD000048C1000080BE00001040135CCD397D8229BF0000A04000006C41438995403DD8A7421416E03E00003441000080FF00001CC10000F0400000504008C23342000038C10475653F000040400000000000004C410000E8C07D48B2410000807FB7799E430000C8400000C07F00003CC100005C41000008C100001CC1E49F25C4BA06B2423A19B9C0B43D23BF2DC910C40000504000007040000010C0"> : tensor<3x2x2x11xf32>
    %cast = tensor.cast %cst : tensor<3x2x2x11xf32> to tensor<3x?x?x11xf32>
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cast, %c3, %c3_0) : (tensor<3x?x?x11xf32>, index, index) -> tensor<?x5xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_1 : tensor<?x5xf32>
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x5xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_3 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
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
