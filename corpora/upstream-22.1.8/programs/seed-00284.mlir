// Piece 0 of Conversion/UBToLLVM/ub-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["check_poison", "check_unrechable"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/UBToLLVM/ub-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3477377337850792622, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @check_poison() {
    %0 = ub.poison : index
    %1 = ub.poison : i16
    %2 = ub.poison : f64
    %3 = ub.poison : !llvm.ptr
    return
  }
  func.func @check_unrechable() {
    ub.unreachable
  }
  func.func @smith_harness_0() {
    call @check_poison() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @check_unrechable() : () -> ()
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
