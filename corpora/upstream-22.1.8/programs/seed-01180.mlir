// Piece 0 of Dialect/Transform/test-interpreter-external-concurrent.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["f1", "f2", "f3", "f4", "f5", "f6", "f7"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Transform/test-interpreter-external-concurrent.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1840428414784781401, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @f1() {
    return
  }
  func.func @f2() {
    return
  }
  func.func @f3() {
    call @f2() : () -> ()
    call @f2() : () -> ()
    call @f5() : () -> ()
    call @f7() : () -> ()
    call @f5() : () -> ()
    call @f5() : () -> ()
    return
  }
  func.func @f4() {
    call @f3() : () -> ()
    call @f3() : () -> ()
    return
  }
  func.func @f5() {
    call @f7() : () -> ()
    call @f7() : () -> ()
    call @f7() : () -> ()
    call @f7() : () -> ()
    call @f1() : () -> ()
    call @f1() : () -> ()
    call @f7() : () -> ()
    call @f7() : () -> ()
    call @f7() : () -> ()
    call @f7() : () -> ()
    return
  }
  func.func @f6() {
    return
  }
  func.func @f7() {
    return
  }
  func.func @smith_harness_0() {
    call @f1() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @f2() : () -> ()
    return
  }
  func.func @smith_harness_2() {
    call @f3() : () -> ()
    return
  }
  func.func @smith_harness_3() {
    call @f4() : () -> ()
    return
  }
  func.func @smith_harness_4() {
    call @f5() : () -> ()
    return
  }
  func.func @smith_harness_5() {
    call @f6() : () -> ()
    return
  }
  func.func @smith_harness_6() {
    call @f7() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    call @smith_harness_1() : () -> ()
    call @smith_harness_2() : () -> ()
    call @smith_harness_3() : () -> ()
    call @smith_harness_4() : () -> ()
    call @smith_harness_5() : () -> ()
    call @smith_harness_6() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
