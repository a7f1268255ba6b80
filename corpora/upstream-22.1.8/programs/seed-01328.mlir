// Piece 0 of IR/print-use-nameloc-as-prefix.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_basic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/print-use-nameloc-as-prefix.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5945714196155658215, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_basic() {
    %alloc = memref.alloc() : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<i32>)
    %0 = memref.load %alloc[] : memref<i32>
    return
  }
  func.func @smith_harness_0() {
    call @test_basic() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
