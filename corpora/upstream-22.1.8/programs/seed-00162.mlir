// Piece 0 of Conversion/MemRefToEmitC/memref-to-emitc-alloc-copy.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["alloc_copy"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToEmitC/memref-to-emitc-alloc-copy.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8159498555458889648, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @alloc_copy(%arg0: memref<999xi32>) {
    %alloc = memref.alloc() : memref<999xi32>
    memref.copy %arg0, %alloc : memref<999xi32> to memref<999xi32>
    %alloc_0 = memref.alloc() : memref<999xi32>
    memref.copy %arg0, %alloc_0 : memref<999xi32> to memref<999xi32>
    return
  }
  func.func @smith_harness_0() -> memref<999xi32> {
    %alloc = memref.alloc() : memref<999xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<999xi32>)
    %c-515924025_i32 = arith.constant -515924025 : i32
    linalg.fill ins(%c-515924025_i32 : i32) outs(%alloc : memref<999xi32>)
    call @alloc_copy(%alloc) : (memref<999xi32>) -> ()
    return %alloc : memref<999xi32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<999xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c999 = arith.constant 999 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c999 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<999xi32>
      %5 = arith.extsi %4 : i32 to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %6 = arith.muli %arg1, %c1000003_i64_1 : i64
      %7 = arith.addi %6, %5 : i64
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
