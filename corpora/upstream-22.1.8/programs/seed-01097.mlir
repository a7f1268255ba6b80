// Piece 5 of Dialect/Tensor/tiling.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["static_pad_tile_evenly_0_3"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/tiling.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 2514429387111089573, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @static_pad_tile_evenly_0_3(%arg0: tensor<7x9xf32>, %arg1: tensor<14x15xf32>, %arg2: f32) -> tensor<14x15xf32> {
    %padded = tensor.pad %arg0 low[0, 0] high[7, 6] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg2 : f32
    } : tensor<7x9xf32> to tensor<14x15xf32>
    return %padded : tensor<14x15xf32>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match ops{["tensor.pad"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %tiled_linalg_op, %loops = transform.structured.tile_using_for %0 tile_sizes [0, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.yield 
    }
  }
  func.func @smith_harness_0(%arg0: tensor<7x9xf32>, %arg1: tensor<14x15xf32>, %arg2: f32) -> tensor<14x15xf32> {
    %0 = call @static_pad_tile_evenly_0_3(%arg0, %arg1, %arg2) : (tensor<7x9xf32>, tensor<14x15xf32>, f32) -> tensor<14x15xf32>
    return %0 : tensor<14x15xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[2.000000e+00, -7.500000e+00, -0.000000e+00, 0.325069547, -1.425000e+01, 4.000000e+00, 3.000000e+00, 1045.68982, 798.900695], [-8.250000e+00, -1.575000e+01, 7.37910101E-4, 9305.6748, -5.000000e+00, -8.500000e+00, -1.375000e+01, 2.56553409E-4, 4.000000e+00], [0.000000e+00, 7728.3955, 4.10907582E-4, 5063.67334, -4.000000e+00, -1.025000e+01, 7.500000e-01, 3.38416517E-4, 6.90313609E-5], [-2.500000e-01, 1.050000e+01, 7.500000e+00, 1.450000e+01, -0.000000e+00, -886.36914, -3.250000e+00, -5.000000e+00, 0x7F800000], [6.750000e+00, 6.750000e+00, -0.050326243, -1.500000e+01, -1.000000e+00, -7.000000e+00, -5200.375, 1.250000e+00, 6.000000e+00], [0.765651166, 5.750000e+00, -6.500000e+00, 0x7FC00000, -0.666123629, 2.000000e+00, -1.450000e+01, 2.750000e+00, 5.750000e+00], [3.750000e+00, -1.325000e+01, 0xFF800000, -772.997802, 4.000000e+00, -4.750000e+00, -2884.61499, 4.000000e+00, 4.000000e+00]]> : tensor<7x9xf32>
    %cst_0 = arith.constant dense<"0x0000803F0000B0C00000F8C0000040410000403F0000000046413F39000050410000803F000014C100003CC10000C07F00001CC14B1A53410D1A533F1B49C23C00006C4186E4103CF07B01B97FA62F3F000070410B9420BCD752F24500006441000010C00000A0BF00000080C492C0BD00001441773F5E3F00004040FF0B61BD00005CC10000D0400000E0BF0000E0BF0000D040F144CB3C000028C10000B8C00000807F0000807F000040BF000080400000803F0000F0C000005041000050410000008000000080000078C100002C41000008C1000088C000000C41000070C1000070C100007841000080BF0AA1213F000060C1ACA3783A00000000DC3C9F40000020C100009040000088C000008041A669DFC3780A87B90000F0400000A8400000C03F00005CC1360910400000000000002CC10000C07FB8E6293D1C40BC3B00000040C35D0042EABA08C20000F0400000D040000050402E5D8EC00000D8C00000F8C00000F8C00000A03F000058C141618C43242304BB0000D8C0000064C1000080BF000080FF0000084149CD6445000070C00000B0C00000C04000005040000074C10000504017F8C9BBDC68463A000080FF000080BF000000805CD9DC413152E344000070C100004CC1A0A191BBAA1D45432180F5C000006841740A603A7438AE39AE8CDABE000038410000000093AC9B420000684165BDB743000064C1000090400000744100006C410000A0C00000C07F0000604100005CC10000A03F000040400000B840E45771420000A0BF00000080F5D1103CFFDCAF45000070C16E668B42000080BF213DA8C2000004410000D04000004041C3E23E3B0000C07F0000803FBDC2334500005CC1000070C100004040681C733D00001C41000020400000807F0000003F000070410000E8C000001040000058C149D7B9BE000080C10000E03F00000041000058410000803E000074C10000C07F000080C1033973BB000068C164B7D63E000010C1460C18BF00006C4100006C415B1945BF000008C19EF5D5C3B833C73B00000080000000000000584100000CC12D1CE13B6A79E1C007580046000080FF000040400000884000000040F72638C40000807F000080C100000C410000204189BB1E4100004C41AAADA33B000034412D9A84C2F823CE4381140839000008C1"> : tensor<14x15xf32>
    %cst_1 = arith.constant -0.0551399328 : f32
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<7x9xf32>, tensor<14x15xf32>, f32) -> tensor<14x15xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c14 = arith.constant 14 : index
    %c15 = arith.constant 15 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c14 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c15 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<14x15xf32>
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
