// Piece 0 of Dialect/Index/inliner-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["main_0", "f"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Index/inliner-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2589913387922712719, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @main_0(%arg0: i32) -> index {
    %0 = call @f(%arg0) : (i32) -> index
    return %0 : index
  }
  func.func @f(%arg0: i32) -> index {
    %0 = index.castu %arg0 : i32 to index
    return %0 : index
  }
  func.func @smith_harness_0(%arg0: i32) -> index {
    %0 = call @main_0(%arg0) : (i32) -> index
    return %0 : index
  }
  func.func @smith_harness_1(%arg0: i32) -> index {
    %0 = call @f(%arg0) : (i32) -> index
    return %0 : index
  }
  func.func @main() {
    %c15_i32 = arith.constant 15 : i32
    %0 = call @smith_harness_0(%c15_i32) : (i32) -> index
    %c904540259_i32 = arith.constant 904540259 : i32
    %1 = call @smith_harness_1(%c904540259_i32) : (i32) -> index
    %2 = arith.index_cast %0 : index to i64
    %3 = arith.index_cast %1 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_0 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
