// Piece 3 of Conversion/OpenMPToLLVM/convert-to-llvmir.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["branch_loop"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/OpenMPToLLVM/convert-to-llvmir.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 8392684488323011048, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @branch_loop() {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    omp.parallel {
      cf.br ^bb1(%c0, %c0_0 : index, index)
    ^bb1(%0: index, %1: index):  // 2 preds: ^bb0, ^bb2
      %2 = arith.cmpi slt, %0, %1 : index
      cf.cond_br %2, ^bb2(%c0_0, %c0_0 : index, index), ^bb3
    ^bb2(%3: index, %4: index):  // pred: ^bb1
      cf.br ^bb1(%3, %4 : index, index)
    ^bb3:  // pred: ^bb1
      omp.flush
      omp.barrier
      omp.taskwait
      omp.taskyield
      omp.terminator
    }
    return
  }
  func.func @smith_harness_0() {
    call @branch_loop() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
