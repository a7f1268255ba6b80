// Piece 1 of Dialect/GPU/mapping.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["parallel_loop_4d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/GPU/mapping.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 8870280564471798208, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @parallel_loop_4d(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.parallel (%arg4, %arg5, %arg6, %arg7) = (%c0, %c0, %c0, %c0) to (%arg0, %arg1, %arg2, %arg3) step (%c4, %c4, %c4, %c4) {
      scf.parallel (%arg8, %arg9, %arg10, %arg11) = (%c0, %c0, %c0, %c0) to (%c4, %c4, %c4, %c4) step (%c1, %c1, %c1, %c1) {
        scf.parallel (%arg12, %arg13, %arg14, %arg15) = (%c0, %c0, %c0, %c0) to (%c4, %c4, %c4, %c4) step (%c1, %c1, %c1, %c1) {
          scf.reduce 
        }
        scf.reduce 
      }
      scf.reduce 
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    call @parallel_loop_4d(%arg0, %arg1, %arg2, %arg3) : (index, index, index, index) -> ()
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    call @smith_harness_0(%c1, %c0, %c1_0, %c2) : (index, index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
