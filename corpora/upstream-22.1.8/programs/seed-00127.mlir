// Piece 2 of Conversion/MathToFuncs/ipowi.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ipowi"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToFuncs/ipowi.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 1688800464542167172, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ipowi(%arg0: i8, %arg1: i8) {
    %c0_i8 = arith.constant 0 : i8
    %0 = arith.cmpi eq, %arg0, %c0_i8 : i8
    %c0_i8_0 = arith.constant 0 : i8
    %1 = arith.cmpi slt, %arg1, %c0_i8_0 : i8
    %2 = arith.andi %0, %1 : i1
    %c0_i8_1 = arith.constant 0 : i8
    %3 = arith.select %2, %c0_i8_1, %arg1 : i8
    %4 = math.ipowi %arg0, %3 : i8
    return
  }
  func.func @smith_harness_0(%arg0: i8, %arg1: i8) {
    call @ipowi(%arg0, %arg1) : (i8, i8) -> ()
    return
  }
  func.func @main() {
    %c-127_i8 = arith.constant -127 : i8
    %c-124_i8 = arith.constant -124 : i8
    call @smith_harness_0(%c-127_i8, %c-124_i8) : (i8, i8) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
