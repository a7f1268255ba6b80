// Piece 2 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["index_cast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 8825059376578025805, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @index_cast(%arg0: index, %arg1: i1) {
    %0 = arith.index_cast %arg0 : index to i1
    %1 = arith.index_cast %arg1 : i1 to index
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: i1) {
    call @index_cast(%arg0, %arg1) : (index, i1) -> ()
    return
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %false = arith.constant false
    call @smith_harness_0(%c2, %false) : (index, i1) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
