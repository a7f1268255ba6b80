// Piece 15 of Conversion/MemRefToLLVM/memref-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["rank_of_ranked"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/memref-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 15, "release": "22.1.8"}, "seed": 3838039238924633370, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @rank_of_ranked(%arg0: memref<?xi32>) {
    %0 = memref.rank %arg0 : memref<?xi32>
    return
  }
  func.func @smith_harness_0() -> memref<?xi32> {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2) : memref<?xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<?xi32>)
    %c-2_i32 = arith.constant -2 : i32
    linalg.fill ins(%c-2_i32 : i32) outs(%alloc : memref<?xi32>)
    call @rank_of_ranked(%alloc) : (memref<?xi32>) -> ()
    return %alloc : memref<?xi32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<?xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xi32>
      %5 = arith.extsi %4 : i32 to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %6 = arith.muli %arg1, %c1000003_i64_2 : i64
      %7 = arith.addi %6, %5 : i64
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
