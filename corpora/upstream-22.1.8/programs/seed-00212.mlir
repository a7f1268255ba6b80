// Piece 24 of Conversion/OpenMPToLLVM/convert-to-llvmir.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["omp_ordered"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/OpenMPToLLVM/convert-to-llvmir.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 24, "release": "22.1.8"}, "seed": 5989289062028172601, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @omp_ordered(%arg0: index) {
    omp.wsloop ordered(1) {
      omp.loop_nest (%arg1) : index = (%arg0) to (%arg0) step (%arg0) {
        omp.ordered depend_vec(%arg0 : index) {doacross_num_loops = 1 : i64}
        omp.yield
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) {
    call @omp_ordered(%arg0) : (index) -> ()
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    call @smith_harness_0(%c0) : (index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
