// Piece 2 of Dialect/Tensor/drop-redundant-insert-slice-rank-expansion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_casting_insert_slice_of_strided_extract_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/drop-redundant-insert-slice-rank-expansion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 3994137362480403504, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_casting_insert_slice_of_strided_extract_slice(%arg0: tensor<?x8x2x8xf32>, %arg1: tensor<1x4x8xf32>) -> tensor<1x4x8xf32> {
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 4, 1, 8] [1, 2, 1, 1] : tensor<?x8x2x8xf32> to tensor<4x8xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[0, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<1x4x8xf32>
    return %inserted_slice : tensor<1x4x8xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x8x2x8xf32>, %arg1: tensor<1x4x8xf32>) -> tensor<1x4x8xf32> {
    %0 = call @fold_casting_insert_slice_of_strided_extract_slice(%arg0, %arg1) : (tensor<?x8x2x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    return %0 : tensor<1x4x8xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x0000000000005040000030C02E7C0F3A7F933F44321E08C4000000000000D0400000104000007CC1FDF110C530D57B3D00006CC1DDB5F240D33D40BF000010C19564EBC0000080C10000807F91C647BD000010C1B2D90D442635A7C20000E8C0463880C0000040C1F6486F3D000048C116E48B3D000050C0ACE023BFD0A783BB0081D8BE000018C10000C07F000010C000005CC10000D0C000008040BB020FC1A3387639000080FF00006CC1D37548BD0000A8400000000000001C410000807F000030C0400250C20000803F000014410000B0C0000048C100003CC1000050400000008000003CC10000803F000098C000004040000040C1E4BAC9B90000C0BF0000E0BF000038C100007041081E22C5000000C1049C513F000064C10000403F78A7A8C2000014410000803E7587043C000040C100006C410000E03F000080FF0000504000001040000020408F689742842131430000704100005CC10000D840000060C0000040400000F0C0000010C18269C94500001841000080C100004C41000050C000005CC1000080BECB64CB430000803F000074C1000000800000204000000080000074C1000040BF000088400000807F00000C4100002C410000D04000005CC100008040000000000000C07F000000800000F8C0F54CF33A00006C4100003C4100006C410000F0C0000020C0048587BD00001CC1CB2208C5000060C0"> : tensor<1x8x2x8xf32>
    %cast = tensor.cast %cst : tensor<1x8x2x8xf32> to tensor<?x8x2x8xf32>
    %cst_0 = arith.constant dense<[[[0.971604645, 5.000000e-01, 0x7FC00000, 6.000000e+00, -7.500000e-01, 2.500000e+00, 2.500000e+00, -58.3533554], [1.000000e+00, -1367.92261, 0xFF800000, -9.47668683E-4, -1.275000e+01, -0.572903812, 9.500000e+00, -9.750000e+00], [-8.250000e+00, 1.000000e+00, 4.000000e+00, -1.000000e+00, -1.325000e+01, -2.500000e-01, -3.500000e+00, 1.075000e+01], [0.265227526, 1.000000e+00, 9.000000e+00, -6.614160e+02, 1.200000e+01, -5.000000e+00, -1.525000e+01, 1.250000e+00]]]> : tensor<1x4x8xf32>
    %0 = call @smith_harness_0(%cast, %cst_0) : (tensor<?x8x2x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<1x4x8xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_3 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_3 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
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
