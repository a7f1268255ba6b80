// Piece 0 of Dialect/Index/int-range-inference.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["add_same_for_both", "add_unsigned_ov", "add_signed_ov", "add_big"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Index/int-range-inference.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3432852639768985318, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @add_same_for_both(%arg0: index) -> i1 {
    %idx1 = index.constant 1
    %idx4294967294 = index.constant 4294967294
    %0 = index.minu %arg0, %idx4294967294
    %1 = index.add %0, %idx1
    %2 = index.cmp uge(%1, %idx1)
    return %2 : i1
  }
  func.func @add_unsigned_ov(%arg0: index) -> i1 {
    %idx1 = index.constant 1
    %idx4294967295 = index.constant 4294967295
    %0 = index.minu %arg0, %idx4294967295
    %1 = index.add %0, %idx1
    %2 = index.cmp uge(%1, %idx1)
    return %2 : i1
  }
  func.func @add_signed_ov(%arg0: index) -> i1 {
    %idx0 = index.constant 0
    %idx1 = index.constant 1
    %idx2147483647 = index.constant 2147483647
    %0 = index.minu %arg0, %idx2147483647
    %1 = index.add %0, %idx1
    %2 = index.cmp sge(%1, %idx0)
    return %2 : i1
  }
  func.func @add_big(%arg0: index) -> i1 {
    %idx1 = index.constant 1
    %idx12884901888 = index.constant 12884901888
    %idx12884967423 = index.constant 12884967423
    %0 = index.maxu %arg0, %idx12884901888
    %1 = index.minu %0, %idx12884967423
    %2 = index.add %1, %idx1
    %3 = index.cmp uge(%1, %idx12884901888)
    return %3 : i1
  }
  func.func @smith_harness_0(%arg0: index) -> i1 {
    %0 = call @add_same_for_both(%arg0) : (index) -> i1
    return %0 : i1
  }
  func.func @smith_harness_1(%arg0: index) -> i1 {
    %0 = call @add_unsigned_ov(%arg0) : (index) -> i1
    return %0 : i1
  }
  func.func @smith_harness_2(%arg0: index) -> i1 {
    %0 = call @add_signed_ov(%arg0) : (index) -> i1
    return %0 : i1
  }
  func.func @smith_harness_3(%arg0: index) -> i1 {
    %0 = call @add_big(%arg0) : (index) -> i1
    return %0 : i1
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c3) : (index) -> i1
    %c1 = arith.constant 1 : index
    %1 = call @smith_harness_1(%c1) : (index) -> i1
    %c0 = arith.constant 0 : index
    %2 = call @smith_harness_2(%c0) : (index) -> i1
    %c0_0 = arith.constant 0 : index
    %3 = call @smith_harness_3(%c0_0) : (index) -> i1
    %4 = arith.extui %0 : i1 to i64
    %5 = arith.extui %1 : i1 to i64
    %6 = arith.extui %2 : i1 to i64
    %7 = arith.extui %3 : i1 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %9 = arith.addi %8, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %10 = arith.muli %9, %c1000003_i64_1 : i64
    %11 = arith.addi %10, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_2 : i64
    %13 = arith.addi %12, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_3 : i64
    %15 = arith.addi %14, %7 : i64
    vector.print %15 : i64
    return
  }
}
