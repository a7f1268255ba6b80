// Piece 9 of Conversion/TosaToLinalg/tosa-to-linalg-resize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["broadcast_resize_bilinear_i8"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg-resize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 8114486019512306844, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @broadcast_resize_bilinear_i8(%arg0: tensor<3x1x1x7xi8>) -> tensor<3x4x5x7xi32> {
    %0 = tosa.const_shape  {values = dense<[2, 1, 3, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.resize %arg0, %0, %1, %2 {mode = BILINEAR} : (tensor<3x1x1x7xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x4x5x7xi32>
    return %3 : tensor<3x4x5x7xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<3x1x1x7xi8>) -> tensor<3x4x5x7xi32> {
    %0 = call @broadcast_resize_bilinear_i8(%arg0) : (tensor<3x1x1x7xi8>) -> tensor<3x4x5x7xi32>
    return %0 : tensor<3x4x5x7xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[127, -128, -12, -11, 16, -8, 14]]], [[[-123, -10, 1, 2, 3, 16, -1]]], [[[0, -6, 32, -5, 96, -1, 0]]]]> : tensor<3x1x1x7xi8>
    %0 = call @smith_harness_0(%cst) : (tensor<3x1x1x7xi8>) -> tensor<3x4x5x7xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c5 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c7 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<3x4x5x7xi32>
            %7 = arith.extsi %extracted : i32 to i64
            %c1000003_i64_1 = arith.constant 1000003 : i64
            %8 = arith.muli %arg7, %c1000003_i64_1 : i64
            %9 = arith.addi %8, %7 : i64
            scf.yield %9 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
