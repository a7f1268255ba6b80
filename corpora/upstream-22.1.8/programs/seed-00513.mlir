// Piece 0 of Dialect/Arith/emulate-unsupported-floats.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["basic_expansion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/emulate-unsupported-floats.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1166230793798513055, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @basic_expansion(%arg0: bf16) -> bf16 {
    %cst = arith.constant 1.000000e+00 : bf16
    %0 = arith.addf %arg0, %cst : bf16
    return %0 : bf16
  }
  func.func @smith_harness_0(%arg0: bf16) -> bf16 {
    %0 = call @basic_expansion(%arg0) : (bf16) -> bf16
    return %0 : bf16
  }
  func.func @main() {
    %cst = arith.constant -7.750000e+00 : bf16
    %0 = call @smith_harness_0(%cst) : (bf16) -> bf16
    %1 = arith.bitcast %0 : bf16 to i16
    %2 = arith.cmpf uno, %0, %0 : bf16
    %c32704_i16 = arith.constant 32704 : i16
    %3 = arith.select %2, %c32704_i16, %1 : i16
    %4 = arith.extsi %3 : i16 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
