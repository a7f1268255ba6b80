// Piece 0 of mlir-query/simple-test.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple1", "simple2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-query/simple-test.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2345544476746919494, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @simple1() {
    %c1_i32 = arith.constant 1 : i32
    return
  }
  func.func @simple2() {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %0 = arith.addf %cst, %cst_0 : f32
    return
  }
  func.func @smith_harness_0() {
    call @simple1() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @simple2() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    call @smith_harness_1() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
