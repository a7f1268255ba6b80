// Piece 0 of Analysis/DataFlow/test-written-to.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_two_writes"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/DataFlow/test-written-to.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 593944314074639290, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_two_writes(%arg0: memref<i32>, %arg1: memref<i32>) -> (memref<i32>, memref<i32>) {
    %c0_i32 = arith.constant {tag = "constant0"} 0 : i32
    %c1_i32 = arith.constant {tag = "constant1"} 1 : i32
    memref.store %c0_i32, %arg0[] {tag_name = "a"} : memref<i32>
    memref.store %c1_i32, %arg1[] {tag_name = "b"} : memref<i32>
    return %arg0, %arg1 : memref<i32>, memref<i32>
  }
  func.func @smith_harness_0() -> (memref<i32>, memref<i32>, memref<i32>, memref<i32>) {
    %alloc = memref.alloc() : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<i32>)
    %c-13_i32 = arith.constant -13 : i32
    linalg.fill ins(%c-13_i32 : i32) outs(%alloc : memref<i32>)
    %alloc_0 = memref.alloc() : memref<i32>
    %c0_i32_1 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_1 : i32) outs(%alloc_0 : memref<i32>)
    %c2147483647_i32 = arith.constant 2147483647 : i32
    linalg.fill ins(%c2147483647_i32 : i32) outs(%alloc_0 : memref<i32>)
    %0:2 = call @test_two_writes(%alloc, %alloc_0) : (memref<i32>, memref<i32>) -> (memref<i32>, memref<i32>)
    return %0#0, %0#1, %alloc, %alloc_0 : memref<i32>, memref<i32>, memref<i32>, memref<i32>
  }
  func.func @main() {
    %0:4 = call @smith_harness_0() : () -> (memref<i32>, memref<i32>, memref<i32>, memref<i32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0#0[] : memref<i32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %5 = memref.load %0#1[] : memref<i32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %8 = arith.addi %7, %6 : i64
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %9 = memref.load %0#2[] : memref<i32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %11 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64_7 : i64
    %12 = arith.addi %11, %10 : i64
    %c0_8 = arith.constant 0 : index
    %c1_9 = arith.constant 1 : index
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %13 = memref.load %0#3[] : memref<i32>
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %15 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64_11 : i64
    %16 = arith.addi %15, %14 : i64
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %17 = arith.muli %c-3750763034362895579_i64_12, %c1000003_i64_13 : i64
    %18 = arith.addi %17, %4 : i64
    vector.print %8 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %19 = arith.muli %18, %c1000003_i64_14 : i64
    %20 = arith.addi %19, %8 : i64
    vector.print %12 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %21 = arith.muli %20, %c1000003_i64_15 : i64
    %22 = arith.addi %21, %12 : i64
    vector.print %16 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %23 = arith.muli %22, %c1000003_i64_16 : i64
    %24 = arith.addi %23, %16 : i64
    vector.print %24 : i64
    return
  }
}
