// Piece 8 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["uitofp"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 5307867821190860568, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @uitofp(%arg0: i32, %arg1: i64) {
    %0 = arith.uitofp %arg0 : i32 to f32
    %1 = arith.uitofp %arg0 : i32 to f64
    %2 = arith.uitofp %arg1 : i64 to f32
    %3 = arith.uitofp %arg1 : i64 to f64
    return
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i64) {
    call @uitofp(%arg0, %arg1) : (i32, i64) -> ()
    return
  }
  func.func @main() {
    %c1_i32 = arith.constant 1 : i32
    %c10_i64 = arith.constant 10 : i64
    call @smith_harness_0(%c1_i32, %c10_i64) : (i32, i64) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
