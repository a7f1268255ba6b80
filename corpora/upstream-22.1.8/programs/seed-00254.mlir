// Piece 37 of Conversion/TosaToLinalg/tosa-to-linalg-named.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["max_pool2d_nan_ignore_int"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg-named.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 37, "release": "22.1.8"}, "seed": 4335075719145329090, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @max_pool2d_nan_ignore_int(%arg0: tensor<1x6x34x62xi8>) -> tensor<1x4x32x62xi8> {
    %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 3>, nan_mode = IGNORE, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xi8>) -> tensor<1x4x32x62xi8>
    return %0 : tensor<1x4x32x62xi8>
  }
  func.func @smith_harness_0(%arg0: tensor<1x6x34x62xi8>) -> tensor<1x4x32x62xi8> {
    %0 = call @max_pool2d_nan_ignore_int(%arg0) : (tensor<1x6x34x62xi8>) -> tensor<1x4x32x62xi8>
    return %0 : tensor<1x4x32x62xi8>
  }
  func.func @main() {
    %cst = arith.constant dense<-16> : tensor<1x6x34x62xi8>
    %0 = call @smith_harness_0(%cst) : (tensor<1x6x34x62xi8>) -> tensor<1x4x32x62xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c62 = arith.constant 62 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c32 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c62 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x4x32x62xi8>
            %7 = arith.extsi %extracted : i8 to i64
            %c1000003_i64_2 = arith.constant 1000003 : i64
            %8 = arith.muli %arg7, %c1000003_i64_2 : i64
            %9 = arith.addi %8, %7 : i64
            scf.yield %9 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
