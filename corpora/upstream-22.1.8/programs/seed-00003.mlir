// Piece 8 of Analysis/DataFlow/test-liveness-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["private0", "test_7_type_3"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/DataFlow/test-liveness-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 4997206483702465741, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @private0(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 {tag = "in_private0"} : i32
    return %0 : i32
  }
  func.func @test_7_type_3(%arg0: memref<i32>) {
    %c0 = arith.constant {tag = "zero"} 0 : index
    %c10 = arith.constant {tag = "ten"} 10 : index
    %c1 = arith.constant {tag = "one"} 1 : index
    %c0_i32 = arith.constant {tag = "x"} 0 : i32
    %c1_i32 = arith.constant {tag = "y"} 1 : i32
    %0:2 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %c0_i32, %arg3 = %c1_i32) -> (i32, i32) {
      %1 = arith.addi %c0_i32, %c0_i32 : i32
      %2 = func.call @private0(%1) : (i32) -> i32
      scf.yield %2, %arg3 : i32, i32
    } {tag = "for"}
    memref.store %0#0, %arg0[] : memref<i32>
    return
  }
  func.func @smith_harness_0(%arg0: i32) -> i32 {
    %0 = call @private0(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_1() -> memref<i32> {
    %alloc = memref.alloc() : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<i32>)
    %c-5_i32 = arith.constant -5 : i32
    linalg.fill ins(%c-5_i32 : i32) outs(%alloc : memref<i32>)
    call @test_7_type_3(%alloc) : (memref<i32>) -> ()
    return %alloc : memref<i32>
  }
  func.func @main() {
    %c-1596326666_i32 = arith.constant -1596326666 : i32
    %0 = call @smith_harness_0(%c-1596326666_i32) : (i32) -> i32
    %1 = call @smith_harness_1() : () -> memref<i32>
    %2 = arith.extsi %0 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %3 = memref.load %1[] : memref<i32>
    %4 = arith.extsi %3 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %6 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_2 : i64
    %10 = arith.addi %9, %6 : i64
    vector.print %10 : i64
    return
  }
}
