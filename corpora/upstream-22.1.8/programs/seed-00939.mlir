// Piece 2 of Dialect/SCF/for-loop-to-while-loop.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["for_iter_args"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/for-loop-to-while-loop.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 7796301983220083168, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @for_iter_args(%arg0: index, %arg1: index, %arg2: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    %1:2 = scf.for %arg3 = %arg0 to %arg1 step %0 iter_args(%arg4 = %cst, %arg5 = %cst) -> (f32, f32) {
      %2 = arith.addf %arg4, %arg5 : f32
      scf.yield %2, %2 : f32, f32
    }
    return %1#1 : f32
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> f32 {
    %0 = call @for_iter_args(%arg0, %arg1, %arg2) : (index, index, index) -> f32
    return %0 : f32
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%c1, %c0, %c0_0) : (index, index, index) -> f32
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
