// Piece 132 of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["store_index"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 132, "release": "22.1.8"}, "seed": 283698843083387296, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @store_index(%arg0: memref<200x100xindex>, %arg1: index, %arg2: index) {
    %cst = arith.constant dense<11> : vector<4xindex>
    %c200 = arith.constant 200 : index
    %0 = arith.remui %arg1, %c200 : index
    %c100 = arith.constant 100 : index
    %c97 = arith.constant 97 : index
    %1 = arith.remui %arg2, %c97 : index
    vector.store %cst, %arg0[%0, %1] : memref<200x100xindex>, vector<4xindex>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> memref<200x100xindex> {
    %alloc = memref.alloc() : memref<200x100xindex>
    %c0 = arith.constant 0 : index
    linalg.fill ins(%c0 : index) outs(%alloc : memref<200x100xindex>)
    %c1 = arith.constant 1 : index
    linalg.fill ins(%c1 : index) outs(%alloc : memref<200x100xindex>)
    call @store_index(%alloc, %arg0, %arg1) : (memref<200x100xindex>, index, index) -> ()
    return %alloc : memref<200x100xindex>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c3, %c3_0) : (index, index) -> memref<200x100xindex>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c200 = arith.constant 200 : index
    %c100 = arith.constant 100 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c200 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c100 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<200x100xindex>
        %6 = arith.index_cast %5 : index to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %7 = arith.muli %arg3, %c1000003_i64_2 : i64
        %8 = arith.addi %7, %6 : i64
        scf.yield %8 : i64
      }
      scf.yield %4 : i64
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
