// Piece 1 of Analysis/test-alias-analysis-modref.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/test-alias-analysis-modref.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 9176402066019135050, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @simple(%arg0: memref<i32>, %arg1: i32) attributes {test.ptr = "func"} {
    %alloca = memref.alloca() {test.ptr = "alloc"} : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloca : memref<i32>)
    memref.store %arg1, %alloca[] {test.ptr = "store"} : memref<i32>
    %0 = memref.load %alloca[] {test.ptr = "load"} : memref<i32>
    return {test.ptr = "return"}
  }
  func.func @smith_harness_0(%arg0: i32) -> memref<i32> {
    %alloc = memref.alloc() : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<i32>)
    %c-10_i32 = arith.constant -10 : i32
    linalg.fill ins(%c-10_i32 : i32) outs(%alloc : memref<i32>)
    call @simple(%alloc, %arg0) : (memref<i32>, i32) -> ()
    return %alloc : memref<i32>
  }
  func.func @main() {
    %c2_i32 = arith.constant 2 : i32
    %0 = call @smith_harness_0(%c2_i32) : (i32) -> memref<i32>
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
