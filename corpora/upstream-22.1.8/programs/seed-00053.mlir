// Piece 4 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["index_castui"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 7608091385887373728, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @index_castui(%arg0: index, %arg1: i1) {
    %0 = arith.index_castui %arg0 : index to i1
    %1 = arith.index_castui %arg1 : i1 to index
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: i1) {
    call @index_castui(%arg0, %arg1) : (index, i1) -> ()
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %false = arith.constant false
    call @smith_harness_0(%c1, %false) : (index, i1) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
