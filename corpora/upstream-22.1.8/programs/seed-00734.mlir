// Piece 0 of Dialect/Linalg/named-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["depthwise_conv_1d_nwc_wcm"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/named-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8623654293156924162, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @depthwise_conv_1d_nwc_wcm(%arg0: tensor<1x12x8xf32>, %arg1: tensor<3x8x8xf32>) -> tensor<1x10x8x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x10x8x8xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x10x8x8xf32>) -> tensor<1x10x8x8xf32>
    %2 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x12x8xf32>, tensor<3x8x8xf32>) outs(%1 : tensor<1x10x8x8xf32>) -> tensor<1x10x8x8xf32>
    return %2 : tensor<1x10x8x8xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x12x8xf32>, %arg1: tensor<3x8x8xf32>) -> tensor<1x10x8x8xf32> {
    %0 = call @depthwise_conv_1d_nwc_wcm(%arg0, %arg1) : (tensor<1x12x8xf32>, tensor<3x8x8xf32>) -> tensor<1x10x8x8xf32>
    return %0 : tensor<1x10x8x8xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[0xFF800000, 0x7FC00000, -3810.95874, 0x7F800000, -5.500000e+00, 1.325000e+01, -5.250000e+00, 1.000000e+00], [-1.450000e+01, 0.684263349, -1.150000e+01, -1.075000e+01, 0.0769537166, -1.000000e+00, 0.0372868925, -4.250000e+00], [1.525000e+01, -1.125000e+01, 6.500000e+00, -504.576569, 2.43708317E-4, -7.250000e+00, -1.400000e+01, -3.000000e+00], [0.245329976, 0.047537066, -7.500000e+00, -0.000000e+00, 0x7FC00000, -6.000000e+00, 0x7F800000, 1.000000e+00], [-6.500000e+00, -5.250000e+00, 1.100000e+01, -0.00144571508, 4.250000e+00, 5.65160066E-4, 0.000000e+00, 1.525000e+01], [0.0945040285, 0.563391209, 5.000000e+00, -4.250000e+00, -1.300000e+01, -1.000000e+01, 69.1026763, -1.350000e+01], [5.000000e-01, -165.754318, -1.450000e+01, 8.250000e+00, -4.500000e+00, -2.250000e+00, 8.55526188E-4, -0.00290184631], [-1.350000e+01, 1.250000e+01, 9.750000e+00, -7.750000e+00, 2.000000e+00, -1.525000e+01, -1.6555568, 1.425000e+01], [-563.430419, 6.500000e+00, 2.750000e+00, 0.0319135115, -0.428140968, -1.150000e+01, 5.500000e+00, -1.000000e+00], [4.500000e+00, -1.475000e+01, 7.250000e+00, 3.92796297E-4, 0x7F800000, -1.375000e+01, -1.325000e+01, -1.500000e+01], [-651.835815, -4.250000e+00, -1.100000e+01, 0.720747113, -1.000000e+00, 0.0064018243, 0xFF800000, 2.500000e+00], [1.575000e+01, 0.000000e+00, 6.250000e+00, 0.000000e+00, 6.64286781E-4, -8.71458498E-4, 0.0408771671, 1.000000e+00]]]> : tensor<1x12x8xf32>
    %cst_0 = arith.constant dense<"0x0000008042F6E144000060C000000000897E9242000000809F49F4C1000098C00000E8C0000000800000C07F000034C10000C0BF0000E8C0000044C100001041000010C100006CC142E751390000804100003C4100000000E5D600410A4365BA0000803F0166DEBBF8EE95C00000F04000000040FAD998BD000018C1000070C000000CC10000F0C0000000000000C07F3C91764504CD27BE0000A03F1B76B0BD00002041000000800000644100001C41BC40A94163CF63C2000070C1000080BF6AC42C4500001040D370BD4073BA05C400001040899643BF0000C8C065B680BA0000807F000080FF000080FF000088C0000000800000904000004841FF208F4000000841000040C0F54996BCDFC23CBF000000000000004128BE16BA00004841C8662A44329C043C0000F8C0000050C1000028410000F840000074416B18B5394A1E3DBD0000304029F8CC3EDA1A3E408FDB123A0000804142DAF3C5000080FF3BC73DBE714ED339000014C184835A400000003F000060C100005C410000A0C0000050C0000080BFC8DD003A00001040E557373F000010406D640AC60000D8C00000803F000008410000F8C00000000000006441000000803A97D9B90000000023F911410000403F0000D0C0000080BF000080BF0000F0C0C3FF31C4016474C39F45383F0000C03F000030C1057F6C3B5A3D04BFA2E26B43A118883D000058C104AED03CC68BE4C30000D0400000F040D94DA4B8000070C000001C410000C07FEE800344000010C09D7A93450000C8405BA21546000074C1899F973E0000803FCAED06460000A8400000C040864C5044000080410000803F00005C41EE161D400000008060D1DEC57017A9BA61CD13436D040DC10000807FA124513A0AA42AC40000C8400000C840EBFD9EC0CE6B26BD0000803F00004441068D283C5FE33DB900006C41000000400000C03F0000E0C0000080BFDF0056C00000807F0000A8400000403F7E6D0DC40000B8400000C07F00001C410000244100001040000058C1DACFFFBB29F8CB42000000419DAC9DB9000058C1000000C10000008000006841"> : tensor<3x8x8xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<1x12x8xf32>, tensor<3x8x8xf32>) -> tensor<1x10x8x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c8 = arith.constant 8 : index
    %c8_2 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c8_2 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x10x8x8xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_4 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_4 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
