// Piece 2 of Conversion/TosaToSCF/tosa-to-scf.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scatter_test"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToSCF/tosa-to-scf.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 1984964043800848693, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scatter_test(%arg0: tensor<3x7x5xi32>, %arg1: tensor<3x6xi32>, %arg2: tensor<3x6x5xi32>) -> tensor<3x7x5xi32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %2 = tosa.maximum %arg1, %1 : (tensor<3x6xi32>, tensor<1x1xi32>) -> tensor<3x6xi32>
    %3 = "tosa.const"() <{values = dense<6> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %4 = tosa.minimum %2, %3 : (tensor<3x6xi32>, tensor<1x1xi32>) -> tensor<3x6xi32>
    %5 = tosa.bitwise_xor %arg1, %4 : (tensor<3x6xi32>, tensor<3x6xi32>) -> tensor<3x6xi32>
    %6 = "tosa.const"() <{values = dense<-1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %7 = tosa.maximum %5, %6 : (tensor<3x6xi32>, tensor<1x1xi32>) -> tensor<3x6xi32>
    %8 = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %9 = tosa.minimum %7, %8 : (tensor<3x6xi32>, tensor<1x1xi32>) -> tensor<3x6xi32>
    %10 = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %11 = tosa.bitwise_and %9, %10 : (tensor<3x6xi32>, tensor<1x1xi32>) -> tensor<3x6xi32>
    %12 = tosa.const_shape  {values = dense<[3, 6, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.reshape %arg1, %12 : (tensor<3x6xi32>, !tosa.shape<3>) -> tensor<3x6x1xi32>
    %14 = tosa.const_shape  {values = dense<[3, 1, 6]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %15 = tosa.reshape %arg1, %14 : (tensor<3x6xi32>, !tosa.shape<3>) -> tensor<3x1x6xi32>
    %16 = tosa.bitwise_xor %13, %15 : (tensor<3x6x1xi32>, tensor<3x1x6xi32>) -> tensor<3x6x6xi32>
    %17 = "tosa.const"() <{values = dense<1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %18 = "tosa.const"() <{values = dense<-1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %19 = tosa.maximum %16, %18 : (tensor<3x6x6xi32>, tensor<1x1x1xi32>) -> tensor<3x6x6xi32>
    %20 = "tosa.const"() <{values = dense<1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %21 = tosa.minimum %19, %20 : (tensor<3x6x6xi32>, tensor<1x1x1xi32>) -> tensor<3x6x6xi32>
    %22 = "tosa.const"() <{values = dense<1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %23 = tosa.bitwise_and %21, %22 : (tensor<3x6x6xi32>, tensor<1x1x1xi32>) -> tensor<3x6x6xi32>
    %24 = tosa.sub %17, %23 : (tensor<1x1x1xi32>, tensor<3x6x6xi32>) -> tensor<3x6x6xi32>
    %25 = tosa.reduce_sum %24 {axis = 2 : i32} : (tensor<3x6x6xi32>) -> tensor<3x6x1xi32>
    %26 = tosa.const_shape  {values = dense<[3, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %27 = tosa.reshape %25, %26 : (tensor<3x6x1xi32>, !tosa.shape<2>) -> tensor<3x6xi32>
    %28 = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %29 = tosa.sub %27, %28 : (tensor<3x6xi32>, tensor<1x1xi32>) -> tensor<3x6xi32>
    %30 = "tosa.const"() <{values = dense<-1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %31 = tosa.maximum %29, %30 : (tensor<3x6xi32>, tensor<1x1xi32>) -> tensor<3x6xi32>
    %32 = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %33 = tosa.minimum %31, %32 : (tensor<3x6xi32>, tensor<1x1xi32>) -> tensor<3x6xi32>
    %34 = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %35 = tosa.bitwise_and %33, %34 : (tensor<3x6xi32>, tensor<1x1xi32>) -> tensor<3x6xi32>
    %36 = tosa.bitwise_or %11, %35 : (tensor<3x6xi32>, tensor<3x6xi32>) -> tensor<3x6xi32>
    %37 = tosa.reduce_max %36 {axis = 1 : i32} : (tensor<3x6xi32>) -> tensor<3x1xi32>
    %38 = tosa.sub %0, %37 : (tensor<1x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %39 = "tosa.const"() <{values = dense<[[0, 1, 2, 3, 4, 5]]> : tensor<1x6xi32>}> : () -> tensor<1x6xi32>
    %40 = tosa.bitwise_not %38 : (tensor<3x1xi32>) -> tensor<3x1xi32>
    %41 = tosa.bitwise_and %arg1, %40 : (tensor<3x6xi32>, tensor<3x1xi32>) -> tensor<3x6xi32>
    %42 = tosa.bitwise_and %39, %38 : (tensor<1x6xi32>, tensor<3x1xi32>) -> tensor<3x6xi32>
    %43 = tosa.bitwise_or %41, %42 : (tensor<3x6xi32>, tensor<3x6xi32>) -> tensor<3x6xi32>
    %44 = tosa.scatter %arg0, %43, %arg2 : (tensor<3x7x5xi32>, tensor<3x6xi32>, tensor<3x6x5xi32>) -> tensor<3x7x5xi32>
    return %44 : tensor<3x7x5xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<3x7x5xi32>, %arg1: tensor<3x6xi32>, %arg2: tensor<3x6x5xi32>) -> tensor<3x7x5xi32> {
    %0 = call @scatter_test(%arg0, %arg1, %arg2) : (tensor<3x7x5xi32>, tensor<3x6xi32>, tensor<3x6x5xi32>) -> tensor<3x7x5xi32>
    return %0 : tensor<3x7x5xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x000000800E0000006918C80EF9FFFFFFB84EEF840A07EFB2EB2A9E8D01000000EBA3A84D00000000FEFFFF7F010000002B919FB8FDFFFFFF000000803F7DC83DF0FFFFFF45C108F1010000800700000001000000F7FFFFFF0D000000B8551669FFFFFFFFF0FFFFFFFCFFFFFF09000000FEFFFFFFF2FFFFFFF6FFFFFF10000000908D128A01000080FFFFFFFF1C6C49630000008001000080FFFFFFFF0A2DC7B80F0000000300000000000000F4FFFFFFF1FFFFFFF6FFFFFFF8FFFFFF09000000FCFFFFFF11F86E240000000001000000976836C10D000000C0AFA592090000005D96EB5404000000000000003B88F1BDFFFFFFFF070000000900000000000000FFFFFF7FF8FFFFFF964C80311A2EEF31FEFFFF7F0D00000000000000FDFFFFFFC7DBD97200000080FEFFFFFFCFD9BB41FAFFFFFF07000000A84203E5FEFFFFFF4DC200105FF909D4FFFFFFFFF9FFFFFF2CBE45A504000000FFFFFFFFFBBC3CA40800000000000000FFFFFFFFFEFFFFFF03000000FBFFFFFF05000000F8FFFFFFFEFFFFFF10000000FFFFFFFFF2FFFFFF4F9E94A2D4FFE749000000800E0000002ABE58F1"> : tensor<3x7x5xi32>
    %cst_0 = arith.constant dense<[[2147483646, -15, -16, -1, 8, 16], [2147483647, -11, 1, 11, 11, 15], [-2147483648, -16, 2070232988, -2147483647, 14, 138034947]]> : tensor<3x6xi32>
    %cst_1 = arith.constant dense<[[[8, 3, -11, 565821344, -8], [-16, -2147483648, 6, -10, -5], [8, 2147483646, -2147483647, 14, 0], [-6, -944642394, 11, -1, -2147483647], [-3, 1949326677, 8, -374167664, 2], [0, 1147124346, -16, -520453422, 2147483647]], [[945446386, 0, -9, 2147483647, -14], [0, -14, -8, 0, 2147483647], [-4, 184491052, 1, 1362497229, -1], [-162110434, -12, 1263018817, 1, -1184840166], [-1698214852, -7, -9, -618501322, 12], [-919468947, -2147483647, -1100328319, 1, -16]], [[9, -11, 2, 0, -9], [5, -16, -5, 2147483647, 1], [2147483646, -1, 0, 0, -2147483648], [67740358, -1238961794, 1, 1743755010, -7], [0, 1, 0, 1, 2147483647], [1650523400, -14, 2147483647, -6, -12]]]> : tensor<3x6x5xi32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<3x7x5xi32>, tensor<3x6xi32>, tensor<3x6x5xi32>) -> tensor<3x7x5xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c7 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c5 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<3x7x5xi32>
          %6 = arith.extsi %extracted : i32 to i64
          %c1000003_i64_3 = arith.constant 1000003 : i64
          %7 = arith.muli %arg5, %c1000003_i64_3 : i64
          %8 = arith.addi %7, %6 : i64
          scf.yield %8 : i64
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
