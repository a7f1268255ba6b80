// Piece 3 of Conversion/TosaToArith/tosa-to-arith.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["apply_scale_test_i48"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToArith/tosa-to-arith.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 1779532476554785212, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @apply_scale_test_i48(%arg0: i48, %arg1: i32, %arg2: i8) -> i32 {
    %0 = tosa.apply_scale %arg0, %arg1, %arg2 {rounding_mode = DOUBLE_ROUND} : (i48, i32, i8) -> i32
    return %0 : i32
  }
  func.func @smith_harness_0(%arg0: i48, %arg1: i32, %arg2: i8) -> i32 {
    %0 = call @apply_scale_test_i48(%arg0, %arg1, %arg2) : (i48, i32, i8) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c-11_i48 = arith.constant -11 : i48
    %c-15_i32 = arith.constant -15 : i32
    %c-21_i8 = arith.constant -21 : i8
    %0 = call @smith_harness_0(%c-11_i48, %c-15_i32, %c-21_i8) : (i48, i32, i8) -> i32
    %1 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
