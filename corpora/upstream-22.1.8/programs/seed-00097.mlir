// Piece 0 of Conversion/ConvertToSPIRV/vector.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ConvertToSPIRV/vector.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5651926190918075511, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract(%arg0: vector<2xf32>) -> (vector<1xf32>, f32) {
    %0 = vector.extract %arg0[0] : vector<1xf32> from vector<2xf32>
    %1 = vector.extract %arg0[1] : f32 from vector<2xf32>
    return %0, %1 : vector<1xf32>, f32
  }
  func.func @smith_harness_0(%arg0: vector<2xf32>) -> (vector<1xf32>, f32) {
    %0:2 = call @extract(%arg0) : (vector<2xf32>) -> (vector<1xf32>, f32)
    return %0#0, %0#1 : vector<1xf32>, f32
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.400000e+01, -4.250000e+00]> : vector<2xf32>
    %0:2 = call @smith_harness_0(%cst) : (vector<2xf32>) -> (vector<1xf32>, f32)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : f32 from vector<1xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = arith.bitcast %0#1 : f32 to i32
    %9 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32_0 = arith.constant 2143289344 : i32
    %10 = arith.select %9, %c2143289344_i32_0, %8 : i32
    %11 = arith.extsi %10 : i32 to i64
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %12 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64_2 : i64
    %13 = arith.addi %12, %7 : i64
    vector.print %11 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_3 : i64
    %15 = arith.addi %14, %11 : i64
    vector.print %15 : i64
    return
  }
}
