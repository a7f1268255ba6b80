// Piece 7 of Dialect/SCF/for-loop-peeling.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["nested_loops"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/for-loop-peeling.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 6146278138502302420, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1)[s0] -> (s0, d0 - d1)>
module {
  func.func @nested_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg4, %c1 : index
    %1 = scf.for %arg5 = %arg0 to %arg2 step %0 iter_args(%arg6 = %c0_i32) -> (i32) {
      %c1_0 = arith.constant 1 : index
      %2 = arith.maxsi %arg4, %c1_0 : index
      %3 = scf.for %arg7 = %arg1 to %arg3 step %2 iter_args(%arg8 = %arg6) -> (i32) {
        %5 = affine.min #map(%arg3, %arg7)[%arg4]
        %6 = arith.index_cast %5 : index to i32
        %7 = arith.addi %arg8, %6 : i32
        scf.yield %7 : i32
      }
      %4 = arith.addi %arg6, %3 : i32
      scf.yield %4 : i32
    }
    return %1 : i32
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> i32 {
    %0 = call @nested_loops(%arg0, %arg1, %arg2, %arg3, %arg4) : (index, index, index, index, index) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c0, %c3, %c1, %c1_0, %c2) : (index, index, index, index, index) -> i32
    %1 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
