// Piece 16 of Dialect/Arith/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["bitcastBackAndForth"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 4139774007313218997, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @bitcastBackAndForth(%arg0: i32) -> i32 {
    %0 = arith.bitcast %arg0 : i32 to f32
    %1 = arith.bitcast %0 : f32 to i32
    %2 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.bitcast %3 : i32 to f32
    %5 = arith.bitcast %4 : f32 to i32
    return %5 : i32
  }
  func.func @smith_harness_0(%arg0: i32) -> i32 {
    %0 = call @bitcastBackAndForth(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c-1443297666_i32 = arith.constant -1443297666 : i32
    %0 = call @smith_harness_0(%c-1443297666_i32) : (i32) -> i32
    %1 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
