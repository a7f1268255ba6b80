// Piece 5 of Analysis/test-liveness.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["nested_region"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/test-liveness.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 9073628641392126438, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @nested_region(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: memref<i32>) -> i32 {
    %0 = arith.addi %arg3, %arg4 : i32
    %1 = arith.addi %arg4, %arg5 : i32
    %c1 = arith.constant 1 : index
    %2 = arith.maxsi %arg2, %c1 : index
    scf.for %arg7 = %arg0 to %arg1 step %2 {
      %3 = arith.addi %0, %arg5 : i32
      %4 = arith.addi %3, %0 : i32
      memref.store %4, %arg6[] : memref<i32>
    }
    return %1 : i32
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: i32) -> (i32, memref<i32>) {
    %alloc = memref.alloc() : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<i32>)
    %c-10_i32 = arith.constant -10 : i32
    linalg.fill ins(%c-10_i32 : i32) outs(%alloc : memref<i32>)
    %0 = call @nested_region(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %alloc) : (index, index, index, i32, i32, i32, memref<i32>) -> i32
    return %0, %alloc : i32, memref<i32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c3_i32 = arith.constant 3 : i32
    %c110407070_i32 = arith.constant 110407070 : i32
    %c3_i32_1 = arith.constant 3 : i32
    %0:2 = call @smith_harness_0(%c1, %c2, %c2_0, %c3_i32, %c110407070_i32, %c3_i32_1) : (index, index, index, i32, i32, i32) -> (i32, memref<i32>)
    %1 = arith.extsi %0#0 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = memref.load %0#1[] : memref<i32>
    %3 = arith.extsi %2 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %3 : i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %7 = arith.addi %6, %1 : i64
    vector.print %5 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_5 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %9 : i64
    return
  }
}
