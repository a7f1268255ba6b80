// Piece 95 of Dialect/Tosa/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["canonicalize_concat_slice_on_non_concat_axis"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 95, "release": "22.1.8"}, "seed": 3348852725399158221, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @canonicalize_concat_slice_on_non_concat_axis(%arg0: tensor<1x12x12xf32>, %arg1: tensor<1x12x12xf32>) -> (tensor<1x6x12xf32>, tensor<1x3x12xf32>) {
    %0 = tosa.concat %arg0, %arg1 {axis = 2 : i32} : (tensor<1x12x12xf32>, tensor<1x12x12xf32>) -> tensor<1x12x24xf32>
    %1 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[1, 6, 12]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = tosa.const_shape  {values = dense<[1, 3, 12]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = tosa.slice %0, %1, %2 : (tensor<1x12x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x6x12xf32>
    %5 = tosa.slice %0, %3, %3 : (tensor<1x12x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x3x12xf32>
    return %4, %5 : tensor<1x6x12xf32>, tensor<1x3x12xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x12x12xf32>, %arg1: tensor<1x12x12xf32>) -> (tensor<1x6x12xf32>, tensor<1x3x12xf32>) {
    %0:2 = call @canonicalize_concat_slice_on_non_concat_axis(%arg0, %arg1) : (tensor<1x12x12xf32>, tensor<1x12x12xf32>) -> (tensor<1x6x12xf32>, tensor<1x3x12xf32>)
    return %0#0, %0#1 : tensor<1x6x12xf32>, tensor<1x3x12xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x000020410000008000006040B492A5400000B8C046C379B9000040C10000C07F00007C41E7C707C1AC3A47BD000044C10000F8400000E03F0000803F000064C1000060C134E8233F8725FCBC00000CC100000CC1A45665BB00000C410000B040000008410000803F000080C000000C41000010C10000E0C000000080000080BF0000803F649DA740DC917C45000090C0F45D87C2FC91BFBBD013FAC00000C0400000904000000080000048C1E2B321BC13D4AFC100007C410000000026560FBC0000004164AC3F40000080BF000054C1000080BF000034411FDEB9C3000008410000C8C0579B82C500002C410000003F2F2D213FC6B0E0C5000060C00000F0C00000C0BF00001CC1000018C10000C07F0000803F00002441FEDB014100000000000070400000D8C0000030C10000304103C72FC2B7CDAABDA07A593F46896FC500007841140A86C2C36B1C3B90651A3D00004040000004C100008040C2986F41000080C1000000800000E8407FDE97C3000054C1127432C2E7A8AD4000004C41000060C00000404000002841000040C10000D8403C92B1C1B3E106C2A1252EBAA429CE3A000040C0000080BF4DA68CBD0000803F00000000BB509942000000C10000704100005CC1000014410000C07FDA0421BA0000644100001CC10000C07F2D5707BC000074C17CF74345416B92BC0000C040BBB0A1BD000098400000304000000080000090C0000058C100007040000000800000B8C0BBBF6043000000400000C07F00002841E322F0450000803F000028410000C04000000000000008C1"> : tensor<1x12x12xf32>
    %cst_0 = arith.constant dense<"0x093C62BA0000104100001041DA71B53C5D3C1A4400009840000038413A87D83E00006041000080FF97CEE23BF6F749440000584158FB273B0C9C87C5000080C00000244100000000CD7A993D000078416F8784C20000C0C02255E2C0000060C176AD89B90000B0C0F95E92BE000030C0217F8742CE6145BD000080BF000000410000884084BCA63B0000E03FBE7B56BD000080BF000038C10000003F00003441026800C60000803F000040C0000000C00000E0C00000E0C01C4B02BF0000E0409F2050BD000034C1000000008F6C113F000098C0A88EFC3BF3C10ABC0000B0400000A0C01CC376C4D0959442000010C100003040000098C0000000BF000024C1B2024844000024C157BB21C3D461613A0B1BBFC20000C0400000D8C0000058C1A3C4A23B0000C07FF926DABA00001040000024C1000080BF0000003F000098C00000C03F0000B84000002041DBC09A380000004072B60A3A00004041ED1CDFBC0000C0BF000030C00000E8C06330B6C5000068410D4A28BE8EE7D63D3F23D2B90000C8400000F0C00000A0C0000090C05CC16DBF00001441000080FFF9136645000040C10000D8400000C04000001CC10000A03F00000841000018410000F840000004410000484160D58742000010C10000204000004CC1000010410000807FC028ED409B329337E6881AC600002C41000080410000E8C000007040000088400000F0C09E26A4C10000C07F000088C0000060400000E8C00000C07FFDFDA44200000841000050C0000080BE000018415803BD4300001441C1E590BB000010C0"> : tensor<1x12x12xf32>
    %0:2 = call @smith_harness_0(%cst, %cst_0) : (tensor<1x12x12xf32>, tensor<1x12x12xf32>) -> (tensor<1x6x12xf32>, tensor<1x3x12xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c12 = arith.constant 12 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %c12 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0#0[%arg0, %arg2, %arg4] : tensor<1x6x12xf32>
          %9 = arith.bitcast %extracted : f32 to i32
          %10 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %11 = arith.select %10, %c2143289344_i32, %9 : i32
          %12 = arith.extsi %11 : i32 to i64
          %c1000003_i64_9 = arith.constant 1000003 : i64
          %13 = arith.muli %arg5, %c1000003_i64_9 : i64
          %14 = arith.addi %13, %12 : i64
          scf.yield %14 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c12_5 = arith.constant 12 : index
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %c1_4 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %7 = scf.for %arg2 = %c0_2 to %c3 step %c1_3 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_2 to %c12_5 step %c1_3 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0#1[%arg0, %arg2, %arg4] : tensor<1x3x12xf32>
          %9 = arith.bitcast %extracted : f32 to i32
          %10 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %11 = arith.select %10, %c2143289344_i32, %9 : i32
          %12 = arith.extsi %11 : i32 to i64
          %c1000003_i64_9 = arith.constant 1000003 : i64
          %13 = arith.muli %arg5, %c1000003_i64_9 : i64
          %14 = arith.addi %13, %12 : i64
          scf.yield %14 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_8 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
