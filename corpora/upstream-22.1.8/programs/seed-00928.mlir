// Piece 12 of Dialect/SCF/for-loop-canonicalization.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tensor_dim_of_iter_arg_insertslice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/for-loop-canonicalization.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 1717668616618708293, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @tensor_dim_of_iter_arg_insertslice(%arg0: tensor<?x?xf32>, %arg1: tensor<10x10xf32>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %0:2 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg0, %arg4 = %c0) -> (tensor<?x?xf32>, index) {
      %dim = tensor.dim %arg3, %c0 : tensor<?x?xf32>
      %inserted_slice = tensor.insert_slice %arg1 into %arg3[0, 0] [10, 10] [1, 1] : tensor<10x10xf32> into tensor<?x?xf32>
      %c1_0 = arith.constant 1 : index
      %c1_1 = arith.constant 1 : index
      %c0_2 = arith.constant 0 : index
      %dim_3 = tensor.dim %inserted_slice, %c0_2 : tensor<?x?xf32>
      %c10_4 = arith.constant 10 : index
      %c1_5 = arith.constant 1 : index
      %c1_6 = arith.constant 1 : index
      %1 = arith.subi %c10_4, %c1_6 : index
      %2 = arith.muli %1, %c1_5 : index
      %3 = arith.subi %dim_3, %2 : index
      %c1_7 = arith.constant 1 : index
      %4 = arith.maxsi %3, %c1_7 : index
      %5 = arith.remui %c1_0, %4 : index
      %c1_8 = arith.constant 1 : index
      %dim_9 = tensor.dim %inserted_slice, %c1_8 : tensor<?x?xf32>
      %c10_10 = arith.constant 10 : index
      %c1_11 = arith.constant 1 : index
      %c1_12 = arith.constant 1 : index
      %6 = arith.subi %c10_10, %c1_12 : index
      %7 = arith.muli %6, %c1_11 : index
      %8 = arith.subi %dim_9, %7 : index
      %c1_13 = arith.constant 1 : index
      %9 = arith.maxsi %8, %c1_13 : index
      %10 = arith.remui %c1_1, %9 : index
      %inserted_slice_14 = tensor.insert_slice %arg1 into %inserted_slice[%5, %10] [10, 10] [1, 1] : tensor<10x10xf32> into tensor<?x?xf32>
      scf.yield %inserted_slice_14, %dim : tensor<?x?xf32>, index
    }
    return %0#1 : index
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<10x10xf32>) -> index {
    %0 = call @tensor_dim_of_iter_arg_insertslice(%arg0, %arg1) : (tensor<?x?xf32>, tensor<10x10xf32>) -> index
    return %0 : index
  }
  func.func @main() {
    %cst = arith.constant dense<"0x00003C41000074C1EC2EBEBD00000CC10000E0C00000E040000034410000E03F491BE93BD7AA5D3D000024410000C07F000010410000144100005040000090400D7B4CC400005CC18EB20C3C7A5B1FC100005CC17EDD7CBD0000003F0000E03F2254CE4335A8353A00000080000048C12732CF400000044100000CC188EB25BEBE4D8DC20000404000002CC180EECEC5000000000000D8C0000080BF0000A0C0065E1442000040417322D7C49461204101C14E4400002841000044C10000C07F0000B0C00000F8C0000074410000C07F000074413121923B00007C41000000C0000080FF0000803E00001041000018410000B840000080BE0000E840000030410000803F0000D0406E9A113C609D6CC4BBD1AEC2000030410000003F000058C100001040000050C000005C41287CE9C3CF40404200003441000058C1836B2E39000058C100002040E7DF02462B5610C1000020C0000080FF000080FF000000BF000028416DDF96BA0000807FB6FB8940C258063D0000803F0000803F000098408E07E53E000068C100004C4100000000061BA7BB73629EBB000080BF00002CC1434AC0BB0000803F1B306EB60000B8C00000E0C09F86BCC00000E0BF00009840000014C1000020C18EE6C943412E6DC200000CC13A4700460000B0401FC5CE377DDF1AC1"> : tensor<11x11xf32>
    %cast = tensor.cast %cst : tensor<11x11xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<[[-3.000000e+00, -1.575000e+01, 0x7FC00000, -388.663635, -824.090637, 1.000000e+00, 86.0017319, -1.475000e+01, -1.250000e+01, 1.000000e+00], [-8.750000e+00, 1.500000e+00, -7.500000e-01, -52.6414757, 0.00544735184, 0.0275553856, -9.500000e+00, 8.750000e+00, 3.750000e+00, -8.750000e+00], [-4.500000e+00, -3.750000e+00, -5116.89404, 0.00640762225, -1.375000e+01, -7.750000e+00, -0.027649451, 3.250000e+00, 0x7F800000, 1.325000e+01], [0.000000e+00, 0.00325267646, -3.1349776E-4, 3.250000e+00, -6.250000e+00, -1.300000e+01, 1.300000e+01, 7207.27441, 4.250000e+00, 0.483142614], [-7.500000e+00, 1.250000e+01, -9.500000e+00, -1.050000e+01, -1.600000e+01, 0xFF800000, -1.000000e+00, 0.114623956, -9347.64843, -1.075000e+01], [1.500000e+00, 9.17720794, 5.000000e-01, -9.65285873, 0x7FC00000, -1.000000e+01, 0xFF800000, -8.01568734E-4, -1.325000e+01, -5.250000e+00], [-2.500000e+00, -4.679190e-01, -3.000000e+00, -0.287476718, -2.750000e+00, -751.1427, -7.750000e+00, -1.025000e+01, 0.361494362, 0.00104753673], [6.500000e+00, -46.8615608, 1.250000e+01, 5.500000e+00, -2.750000e+00, -3.250000e+00, 3.250000e+00, -1.350000e+01, 1.525000e+01, -70.0571671], [-1.000000e+00, 1.750000e+00, -42.1098709, -8.250000e+00, -0.000000e+00, -1.250000e+00, 8.250000e+00, 0.000000e+00, 0.00671101501, -0.00839511305], [1.250000e+01, 1.125000e+01, -7.750000e+00, -7.500000e+00, 1.075000e+01, 0x7FC00000, 6.000000e+00, 0.00284689595, -2.29998541, -42.0972137]]> : tensor<10x10xf32>
    %0 = call @smith_harness_0(%cast, %cst_0) : (tensor<?x?xf32>, tensor<10x10xf32>) -> index
    %1 = arith.index_cast %0 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
