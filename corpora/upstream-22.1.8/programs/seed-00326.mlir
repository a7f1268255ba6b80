// Piece 35 of Conversion/VectorToLLVM/vector-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["masked_float_add_outerprod"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 35, "release": "22.1.8"}, "seed": 970459739890705040, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @masked_float_add_outerprod(%arg0: vector<2xf32>, %arg1: f32, %arg2: vector<2xf32>, %arg3: vector<2xi1>) -> vector<2xf32> {
    %0 = vector.mask %arg3 { vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<add>} : vector<2xf32>, f32 } : vector<2xi1> -> vector<2xf32>
    return %0 : vector<2xf32>
  }
  func.func @smith_harness_0(%arg0: vector<2xf32>, %arg1: f32, %arg2: vector<2xf32>, %arg3: vector<2xi1>) -> vector<2xf32> {
    %0 = call @masked_float_add_outerprod(%arg0, %arg1, %arg2, %arg3) : (vector<2xf32>, f32, vector<2xf32>, vector<2xi1>) -> vector<2xf32>
    return %0 : vector<2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-7.500000e-01, -8899.38964]> : vector<2xf32>
    %cst_0 = arith.constant 518.691528 : f32
    %cst_1 = arith.constant dense<[-2.42788982, 1.400000e+01]> : vector<2xf32>
    %cst_2 = arith.constant dense<[true, false]> : vector<2xi1>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %cst_2) : (vector<2xf32>, f32, vector<2xf32>, vector<2xi1>) -> vector<2xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : f32 from vector<2xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0[1] : f32 from vector<2xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_3, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_4 : i64
    %14 = arith.addi %13, %12 : i64
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %14 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %15 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64_6 : i64
    %16 = arith.addi %15, %14 : i64
    vector.print %16 : i64
    return
  }
}
