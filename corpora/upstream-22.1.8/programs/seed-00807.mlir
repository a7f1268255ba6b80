// Piece 1 of Dialect/Math/uplift-to-fma.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Math/uplift-to-fma.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5809826710849664943, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
    %0 = arith.mulf %arg0, %arg1 : f32
    %1 = arith.addf %0, %arg2 : f32
    return %1 : f32
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
    %0 = call @test(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
    return %0 : f32
  }
  func.func @main() {
    %cst = arith.constant -93.0404205 : f32
    %cst_0 = arith.constant 1.575000e+01 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (f32, f32, f32) -> f32
    %1 = arith.bitcast %0 : f32 to i32
    %2 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
