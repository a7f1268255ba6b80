// Piece 3 of Conversion/SCFToOpenMP/reductions.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reduction3"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/SCFToOpenMP/reductions.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 1255140153028039796, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reduction3(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.parallel (%arg5, %arg6) = (%arg0, %arg1) to (%arg2, %arg3) step (%arg4, %c1) init (%cst) -> f32 {
      %cst_0 = arith.constant 1.000000e+00 : f32
      scf.reduce(%cst_0 : f32) {
      ^bb0(%arg7: f32, %arg8: f32):
        %1 = arith.cmpf oge, %arg7, %arg8 : f32
        %2 = arith.select %1, %arg7, %arg8 : f32
        scf.reduce.return %2 : f32
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    call @reduction3(%arg0, %arg1, %arg2, %arg3, %arg4) : (index, index, index, index, index) -> ()
    return
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c2_1 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    call @smith_harness_0(%c2, %c2_0, %c3, %c2_1, %c0) : (index, index, index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
