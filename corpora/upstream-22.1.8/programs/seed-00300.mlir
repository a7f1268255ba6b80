// Piece 12 of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["shuffle_0D_direct"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 5225486615166501251, "skipped": {"broadcast_scalable_vec1d_from_scalar": "scalable"}, "smith_version": "0.1.0"}
module {
  func.func @shuffle_0D_direct(%arg0: vector<f32>) -> vector<3xf32> {
    %0 = vector.shuffle %arg0, %arg0 [0, 1, 0] : vector<f32>, vector<f32>
    return %0 : vector<3xf32>
  }
  func.func @smith_harness_0(%arg0: vector<f32>) -> vector<3xf32> {
    %0 = call @shuffle_0D_direct(%arg0) : (vector<f32>) -> vector<3xf32>
    return %0 : vector<3xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<1.125000e+01> : vector<f32>
    %0 = call @smith_harness_0(%cst) : (vector<f32>) -> vector<3xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : f32 from vector<3xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0[1] : f32 from vector<3xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_0 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_0, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_1 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0[2] : f32 from vector<3xf32>
    %16 = arith.bitcast %15 : f32 to i32
    %17 = arith.cmpf uno, %15, %15 : f32
    %c2143289344_i32_2 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_2, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_3 : i64
    %21 = arith.addi %20, %19 : i64
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %21 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %22 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64_5 : i64
    %23 = arith.addi %22, %21 : i64
    vector.print %23 : i64
    return
  }
}
