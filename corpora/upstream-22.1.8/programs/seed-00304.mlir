// Piece 16 of Conversion/VectorToLLVM/vector-reduction-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["masked_reduce_maxui_i8"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-reduction-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 8219653744256123100, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @masked_reduce_maxui_i8(%arg0: vector<32xi8>, %arg1: vector<32xi1>) -> i8 {
    %0 = vector.mask %arg1 { vector.reduction <maxui>, %arg0 : vector<32xi8> into i8 } : vector<32xi1> -> i8
    return %0 : i8
  }
  func.func @smith_harness_0(%arg0: vector<32xi8>, %arg1: vector<32xi1>) -> i8 {
    %0 = call @masked_reduce_maxui_i8(%arg0, %arg1) : (vector<32xi8>, vector<32xi1>) -> i8
    return %0 : i8
  }
  func.func @main() {
    %cst = arith.constant dense<[-7, 0, -3, -11, 49, 8, 1, 0, 126, -70, 2, -46, 6, 109, 88, -16, -121, -109, -128, -1, -128, 49, 12, -83, -15, -5, -14, -8, -1, -3, 1, 0]> : vector<32xi8>
    %cst_0 = arith.constant dense<[false, true, true, true, false, false, false, false, false, true, true, false, true, true, true, true, false, true, false, true, true, false, true, false, true, false, false, false, true, true, true, true]> : vector<32xi1>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<32xi8>, vector<32xi1>) -> i8
    %1 = arith.extsi %0 : i8 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
