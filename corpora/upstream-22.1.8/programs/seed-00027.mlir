// Piece 1 of Analysis/test-topoligical-sort.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple_region"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/test-topoligical-sort.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 8667060008831602817, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @simple_region(%arg0: i1) {
    %c42_i32 = arith.constant {test_to_sort} 42 : i32
    scf.if %arg0 {
      %0 = arith.addi %c42_i32, %c42_i32 : i32
      %1 = arith.subi %c42_i32, %0 {test_to_sort} : i32
    } {test_to_sort}
    return
  }
  func.func @smith_harness_0(%arg0: i1) {
    call @simple_region(%arg0) : (i1) -> ()
    return
  }
  func.func @main() {
    %true = arith.constant true
    call @smith_harness_0(%true) : (i1) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
