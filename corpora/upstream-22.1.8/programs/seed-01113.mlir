// Piece 31 of Dialect/Tosa/constant-op-fold.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reshape_splat"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/constant-op-fold.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 31, "release": "22.1.8"}, "seed": 3423083795654154387, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reshape_splat() -> tensor<6x5x4xi32> {
    %0 = "tosa.const"() <{values = dense<42> : tensor<4x5x6xi32>}> : () -> tensor<4x5x6xi32>
    %1 = tosa.const_shape  {values = dense<[6, 5, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.reshape %0, %1 : (tensor<4x5x6xi32>, !tosa.shape<3>) -> tensor<6x5x4xi32>
    return %2 : tensor<6x5x4xi32>
  }
  func.func @smith_harness_0() -> tensor<6x5x4xi32> {
    %0 = call @reshape_splat() : () -> tensor<6x5x4xi32>
    return %0 : tensor<6x5x4xi32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> tensor<6x5x4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c6 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<6x5x4xi32>
          %6 = arith.extsi %extracted : i32 to i64
          %c1000003_i64_1 = arith.constant 1000003 : i64
          %7 = arith.muli %arg5, %c1000003_i64_1 : i64
          %8 = arith.addi %7, %6 : i64
          scf.yield %8 : i64
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
