// Piece 22 of Conversion/OpenMPToLLVM/convert-to-llvmir.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["omp_distribute"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/OpenMPToLLVM/convert-to-llvmir.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 22, "release": "22.1.8"}, "seed": 3359294072626164029, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @omp_distribute(%arg0: index) {
    omp.distribute dist_schedule_static dist_schedule_chunk_size(%arg0 : index) {
      omp.loop_nest (%arg1) : index = (%arg0) to (%arg0) step (%arg0) {
        omp.yield
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) {
    call @omp_distribute(%arg0) : (index) -> ()
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    call @smith_harness_0(%c1) : (index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
