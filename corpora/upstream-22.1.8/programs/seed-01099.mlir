// Piece 5 of Dialect/Tosa/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["pad_wh_conv2d_fold"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 7456641263123506749, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @pad_wh_conv2d_fold(%arg0: tensor<1x8x4x3xf32>, %arg1: tensor<1x3x3x3xf32>, %arg2: tensor<1xf32>) -> tensor<1x10x8x1xf32> {
    %0 = tosa.const_shape  {values = dense<[0, 0, 1, 1, 2, 2, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %4 = tosa.pad %arg0, %0, %1 : (tensor<1x8x4x3xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x10x8x3xf32>
    %5 = tosa.conv2d %4, %arg1, %arg2, %2, %3 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x10x8x3xf32>, tensor<1x3x3x3xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x8x1xf32>
    return %5 : tensor<1x10x8x1xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x8x4x3xf32>, %arg1: tensor<1x3x3x3xf32>, %arg2: tensor<1xf32>) -> tensor<1x10x8x1xf32> {
    %0 = call @pad_wh_conv2d_fold(%arg0, %arg1, %arg2) : (tensor<1x8x4x3xf32>, tensor<1x3x3x3xf32>, tensor<1xf32>) -> tensor<1x10x8x1xf32>
    return %0 : tensor<1x10x8x1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[7.02499062E-4, 3.000000e+00, 1.425000e+01], [-0.946056485, 1.475000e+01, -9.250000e+00], [-3.31994915, 1.000000e+00, 0.000000e+00], [1.225000e+01, -924.863464, 2.000000e+00]], [[-1.500000e+00, -1.275000e+01, 0x7FC00000], [-1.200000e+01, 1.075000e+01, 1.300000e+01], [3.750000e+00, -4.000000e+00, 3.250000e+00], [-3.750000e+00, -7.500000e-01, -9.000000e+00]], [[0.00164030341, 6.11973053E-4, -1.225000e+01], [1.200000e+01, 9.250000e+00, -0.0197677035], [-4703.00439, 1.250000e+01, -1.275000e+01], [-6.500000e+00, 1.425000e+01, 3.250000e+00]], [[0x7FC00000, -1.000000e+00, 7.46439791], [1.175000e+01, -2.500000e-01, 4.000000e+00], [1.400000e+01, -0.00658817962, -4.750000e+00], [1.250000e+00, -8.750000e+00, 0xFF800000]], [[5.500000e+00, -7.500000e-01, 4.000000e+00], [-7.750000e+00, 0xFF800000, -1.000000e+01], [0.0254800841, -1.100000e+01, -491.708466], [1.500000e+01, 1.750000e+00, -4.500000e+00]], [[0.0808435827, -1.100000e+01, 1.225000e+01], [-0.00571762165, -0.424578935, -1.500000e+01], [-1.000000e+00, 1.450000e+01, 0.000000e+00], [-3.46126151, 1.100000e+01, 5.250000e+00]], [[-2.500000e+00, 6.10289621, 0.719649255], [-8.750000e+00, 4.750000e+00, 1.550000e+01], [-752.101867, -2.250000e+00, -3.750000e+00], [6.750000e+00, 0.000000e+00, -5.500000e+00]], [[-3.250000e+00, 1.350000e+01, 1.375000e+01], [6.67111968, 3.250000e+00, -0.839552998], [-6.500000e+00, -6.750000e+00, 6.000000e+00], [-9.000000e+00, 3.500000e+00, -7.750000e+00]]]]> : tensor<1x8x4x3xf32>
    %cst_0 = arith.constant dense<[[[[0.000000e+00, -7.250000e+00, -3.000000e+00], [6.250000e+00, -1.350000e+01, 0.0807687565], [-1.050000e+01, -1.500000e+00, 0x7FC00000]], [[-9.37654695E-5, 98.9119262, 4033.52319], [-7.250000e+00, 0.00432846416, -4.500000e+00], [-1.075000e+01, 1.425000e+01, -6722.76953]], [[0x7F800000, 6.937000e+01, 1.500000e+00], [1.400000e+01, 8738.28222, -6.45086288], [-1.125000e+01, -1.250000e+00, 1.375000e+01]]]]> : tensor<1x3x3x3xf32>
    %cst_1 = arith.constant dense<0xFF800000> : tensor<1xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<1x8x4x3xf32>, tensor<1x3x3x3xf32>, tensor<1xf32>) -> tensor<1x10x8x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c8 = arith.constant 8 : index
    %c1_3 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c1_3 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x10x8x1xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_5 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_5 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
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
