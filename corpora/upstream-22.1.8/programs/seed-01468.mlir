// Piece 0 of Transforms/scf-replace-with-new-yields.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["doubleup"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/scf-replace-with-new-yields.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5977978861454296198, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @doubleup(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    %1 = scf.for %arg4 = %arg0 to %arg1 step %0 iter_args(%arg5 = %arg3) -> (f32) {
      %2 = arith.addf %arg5, %arg5 : f32
      scf.yield %2 : f32
    }
    return %1 : f32
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
    %0 = call @doubleup(%arg0, %arg1, %arg2, %arg3) : (index, index, index, f32) -> f32
    return %0 : f32
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant -4.250000e+00 : f32
    %0 = call @smith_harness_0(%c2, %c2_0, %c0, %cst) : (index, index, index, f32) -> f32
    %1 = arith.bitcast %0 : f32 to i32
    %2 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
