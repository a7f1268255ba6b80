// Piece 1 of Analysis/DataFlow/test-last-modified-callgraph.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["void_return", "test_call_void_return"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/DataFlow/test-last-modified-callgraph.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 6937000662432868230, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @void_return(%arg0: memref<i32>) {
    return
  }
  func.func @test_call_void_return() {
    %alloc = memref.alloc() : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<i32>)
    %c0_i32_0 = arith.constant 0 : i32
    memref.store %c0_i32_0, %alloc[] {tag_name = "write0"} : memref<i32>
    call @void_return(%alloc) : (memref<i32>) -> ()
    %0 = memref.load %alloc[] {tag = "after_call"} : memref<i32>
    return
  }
  func.func @smith_harness_0() -> memref<i32> {
    %alloc = memref.alloc() : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<i32>)
    %c0_i32_0 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_0 : i32) outs(%alloc : memref<i32>)
    call @void_return(%alloc) : (memref<i32>) -> ()
    return %alloc : memref<i32>
  }
  func.func @smith_harness_1() {
    call @test_call_void_return() : () -> ()
    return
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<i32>
    call @smith_harness_1() : () -> ()
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0[] : memref<i32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
