// Piece 1 of Dialect/Vector/vector-to-elements-lowering.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unroll_to_elements_2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-to-elements-lowering.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 1179712772641862226, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @unroll_to_elements_2d(%arg0: vector<2x2xf32>) -> (f32, f32, f32, f32) {
    %0:4 = vector.to_elements %arg0 : vector<2x2xf32>
    return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
  }
  func.func @smith_harness_0(%arg0: vector<2x2xf32>) -> (f32, f32, f32, f32) {
    %0:4 = call @unroll_to_elements_2d(%arg0) : (vector<2x2xf32>) -> (f32, f32, f32, f32)
    return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
  }
  func.func @main() {
    %cst = arith.constant dense<[[7.500000e+00, -0.875573158], [0x7F800000, -1.150000e+01]]> : vector<2x2xf32>
    %0:4 = call @smith_harness_0(%cst) : (vector<2x2xf32>) -> (f32, f32, f32, f32)
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
    %9 = arith.bitcast %0#2 : f32 to i32
    %10 = arith.cmpf uno, %0#2, %0#2 : f32
    %c2143289344_i32_1 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_1, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %13 = arith.bitcast %0#3 : f32 to i32
    %14 = arith.cmpf uno, %0#3, %0#3 : f32
    %c2143289344_i32_2 = arith.constant 2143289344 : i32
    %15 = arith.select %14, %c2143289344_i32_2, %13 : i32
    %16 = arith.extsi %15 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %17 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %18 = arith.addi %17, %4 : i64
    vector.print %8 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %18, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %8 : i64
    vector.print %12 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %21 = arith.muli %20, %c1000003_i64_4 : i64
    %22 = arith.addi %21, %12 : i64
    vector.print %16 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %23 = arith.muli %22, %c1000003_i64_5 : i64
    %24 = arith.addi %23, %16 : i64
    vector.print %24 : i64
    return
  }
}
