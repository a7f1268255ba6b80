// Piece 0 of Dialect/Vector/vector-to-elements-lowering.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["negative_unroll_to_elements_1d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-to-elements-lowering.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3806473215117740375, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @negative_unroll_to_elements_1d(%arg0: vector<2xf32>) -> (f32, f32) {
    %0:2 = vector.to_elements %arg0 : vector<2xf32>
    return %0#0, %0#1 : f32, f32
  }
  func.func @smith_harness_0(%arg0: vector<2xf32>) -> (f32, f32) {
    %0:2 = call @negative_unroll_to_elements_1d(%arg0) : (vector<2xf32>) -> (f32, f32)
    return %0#0, %0#1 : f32, f32
  }
  func.func @main() {
    %cst = arith.constant dense<[1.750000e+00, 1.250000e+01]> : vector<2xf32>
    %0:2 = call @smith_harness_0(%cst) : (vector<2xf32>) -> (f32, f32)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %5 = arith.bitcast %0#1 : f32 to i32
    %6 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32_0 = arith.constant 2143289344 : i32
    %7 = arith.select %6, %c2143289344_i32_0, %5 : i32
    %8 = arith.extsi %7 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %10 = arith.addi %9, %4 : i64
    vector.print %8 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %8 : i64
    vector.print %12 : i64
    return
  }
}
