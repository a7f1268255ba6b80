// Piece 12 of Dialect/Arith/expand-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["truncf_f32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/expand-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 1240932128149277745, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @truncf_f32(%arg0: f32) -> bf16 {
    %0 = arith.truncf %arg0 : f32 to bf16
    return %0 : bf16
  }
  func.func @smith_harness_0(%arg0: f32) -> bf16 {
    %0 = call @truncf_f32(%arg0) : (f32) -> bf16
    return %0 : bf16
  }
  func.func @main() {
    %cst = arith.constant 0x7F800000 : f32
    %0 = call @smith_harness_0(%cst) : (f32) -> bf16
    %1 = arith.bitcast %0 : bf16 to i16
    %2 = arith.cmpf uno, %0, %0 : bf16
    %c32704_i16 = arith.constant 32704 : i16
    %3 = arith.select %2, %c32704_i16, %1 : i16
    %4 = arith.extsi %3 : i16 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
