// Piece 2 of Conversion/FuncToLLVM/func-memref.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["memref_index"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/FuncToLLVM/func-memref.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 828402474765620029, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @memref_index(%arg0: memref<32xindex>) -> memref<32xindex> {
    return %arg0 : memref<32xindex>
  }
  func.func @smith_harness_0() -> (memref<32xindex>, memref<32xindex>) {
    %alloc = memref.alloc() : memref<32xindex>
    %c0 = arith.constant 0 : index
    linalg.fill ins(%c0 : index) outs(%alloc : memref<32xindex>)
    %c3 = arith.constant 3 : index
    linalg.fill ins(%c3 : index) outs(%alloc : memref<32xindex>)
    %0 = call @memref_index(%alloc) : (memref<32xindex>) -> memref<32xindex>
    return %0, %alloc : memref<32xindex>, memref<32xindex>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<32xindex>, memref<32xindex>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c32 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<32xindex>
      %8 = arith.index_cast %7 : index to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_6 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c32_2 = arith.constant 32 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c32_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<32xindex>
      %8 = arith.index_cast %7 : index to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_6 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_5 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
