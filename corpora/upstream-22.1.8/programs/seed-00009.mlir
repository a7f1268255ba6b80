// Piece 9 of Analysis/DataFlow/test-written-to.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_complex_while"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/DataFlow/test-written-to.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 208341232919476881, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_complex_while(%arg0: memref<i32>, %arg1: i1) {
    %c0_i32 = arith.constant {tag = "zero"} 0 : i32
    %c1_i32 = arith.constant {tag = "one"} 1 : i32
    %alloca = memref.alloca() : memref<index>
    %c0 = arith.constant 0 : index
    memref.store %c0, %alloca[] : memref<index>
    %0 = scf.while (%arg2 = %c0_i32, %arg3 = %c1_i32) : (i32, i32) -> i32 {
      %1 = memref.load %alloca[] : memref<index>
      %c1 = arith.constant 1 : index
      %2 = arith.addi %1, %c1 : index
      memref.store %2, %alloca[] : memref<index>
      %c4096 = arith.constant 4096 : index
      %3 = arith.cmpi ult, %1, %c4096 : index
      %4 = arith.andi %arg1, %3 : i1
      scf.condition(%4) {tag = "condition"} %arg3 : i32
    } do {
    ^bb0(%arg2: i32):
      scf.yield %arg2, %arg2 : i32, i32
    }
    memref.store %0, %arg0[] {tag_name = "a"} : memref<i32>
    return
  }
  func.func @smith_harness_0(%arg0: i1) -> memref<i32> {
    %alloc = memref.alloc() : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<i32>)
    %c-8_i32 = arith.constant -8 : i32
    linalg.fill ins(%c-8_i32 : i32) outs(%alloc : memref<i32>)
    call @test_complex_while(%alloc, %arg0) : (memref<i32>, i1) -> ()
    return %alloc : memref<i32>
  }
  func.func @main() {
    %true = arith.constant true
    %0 = call @smith_harness_0(%true) : (i1) -> memref<i32>
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
