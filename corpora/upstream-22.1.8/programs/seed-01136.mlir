// Piece 26 of Dialect/Tosa/ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_transpose_conv2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 26, "release": "22.1.8"}, "seed": 6288489071289294984, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_transpose_conv2d(%arg0: tensor<1x32x32x8xf32>, %arg1: tensor<16x1x1x8xf32>, %arg2: tensor<16xf32>, %arg3: tensor<1xf32>, %arg4: tensor<1xf32>) -> tensor<1x32x32x16xf32> {
    %0 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %arg3, %arg4 {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x32x32x8xf32>, tensor<16x1x1x8xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x16xf32>
    return %0 : tensor<1x32x32x16xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x32x32x8xf32>, %arg1: tensor<16x1x1x8xf32>, %arg2: tensor<16xf32>, %arg3: tensor<1xf32>, %arg4: tensor<1xf32>) -> tensor<1x32x32x16xf32> {
    %0 = call @test_transpose_conv2d(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<1x32x32x8xf32>, tensor<16x1x1x8xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x16xf32>
    return %0 : tensor<1x32x32x16xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-66.0136108> : tensor<1x32x32x8xf32>
    %cst_0 = arith.constant dense<"0x00005441B5350B3D000018416787864200005041CBD507C600001CC1000070C10000E040000030C100000C410000807F08DB093F000010C1000000C10000803F0000A8C0603D12BC07250EC60000E040000098C090EDA5390000F8400000A8C05E1CA63D000080FF6EF846BF00003C41000098C019E816BA000054C10000807F0000807F000080BF207BC7C30000C8C000000000EDEF7444000080FF0000F8C0000018C16B2C813A0000A8C0000050405FCD99C0000080BF0000904000003441E63B9D390000804122AB8CC500005041000070410000C8400000807F16ED2BC2000000000D86B7BD0000B040989B84BB62940843009F273F000048C1000074C10000C84000000C41000040C1FB2FABBD00001441000080BF00002CC108E61DC1449E82BD6A1A0242F51D80C542FC8FC20000E0400000A840F31485C300004CC1000000BF000090C0000004C1A4F111440000404100003C418F67513C0000144100002041814719C2000000C10000C07F0000C07FE001EE3D00008041AAA2493F5AAB66BE000028C10000184100005C41CC7A0ABD0000F8C000005CC100007C41000090C0000008C1BBD88C3A000080BF0000A03F0000C0BFBA0F1B46FDE8E5C10000B840000030C000001040000080FFCAF0F7390000C0C000000080000024C10000003F00002041000064C10000803F000008410000D0C00000C0BF00000441"> : tensor<16x1x1x8xf32>
    %cst_1 = arith.constant dense<[15.4768314, -1.525000e+01, -6.250000e+00, -1.55862144E-4, 1.200000e+01, 1.100000e+01, -4259.65723, 6.750000e+00, -4.43503232E-4, -6204.41796, 0.00714204554, 1.225000e+01, -1.000000e+00, 2.000000e+00, 5.10108662, 3.000000e+00]> : tensor<16xf32>
    %cst_2 = arith.constant dense<7.750000e+00> : tensor<1xf32>
    %cst_3 = arith.constant dense<-4.750000e+00> : tensor<1xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %cst_2, %cst_3) : (tensor<1x32x32x8xf32>, tensor<16x1x1x8xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x16xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c32_5 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c32 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c32_5 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c16 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x32x32x16xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_7 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_7 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
