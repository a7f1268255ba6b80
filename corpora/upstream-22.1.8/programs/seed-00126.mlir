// Piece 1 of Conversion/MathToFuncs/ipowi.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ipowi"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToFuncs/ipowi.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 463127340355147521, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ipowi(%arg0: i64, %arg1: i64) {
    %c0_i64 = arith.constant 0 : i64
    %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
    %c0_i64_0 = arith.constant 0 : i64
    %1 = arith.cmpi slt, %arg1, %c0_i64_0 : i64
    %2 = arith.andi %0, %1 : i1
    %c0_i64_1 = arith.constant 0 : i64
    %3 = arith.select %2, %c0_i64_1, %arg1 : i64
    %4 = math.ipowi %arg0, %3 : i64
    return
  }
  func.func @smith_harness_0(%arg0: i64, %arg1: i64) {
    call @ipowi(%arg0, %arg1) : (i64, i64) -> ()
    return
  }
  func.func @main() {
    %c-9223372036854775807_i64 = arith.constant -9223372036854775807 : i64
    %c1_i64 = arith.constant 1 : i64
    call @smith_harness_0(%c-9223372036854775807_i64, %c1_i64) : (i64, i64) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
