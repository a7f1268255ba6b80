// Piece 1 of Dialect/Bufferization/Transforms/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["use_tensor_func_arg"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 8326073145321525904, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @use_tensor_func_arg(%arg0: tensor<?xf32>) -> vector<4xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %0 = arith.minui %c0, %dim : index
    %1 = vector.transfer_read %arg0[%0], %cst : tensor<?xf32>, vector<4xf32>
    return %1 : vector<4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>) -> vector<4xf32> {
    %0 = call @use_tensor_func_arg(%arg0) : (tensor<?xf32>) -> vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-0.0855070278, -33.9821205]> : tensor<2xf32>
    %cast = tensor.cast %cst : tensor<2xf32> to tensor<?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?xf32>) -> vector<4xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : f32 from vector<4xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0[1] : f32 from vector<4xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_0 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_0, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_1 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0[2] : f32 from vector<4xf32>
    %16 = arith.bitcast %15 : f32 to i32
    %17 = arith.cmpf uno, %15, %15 : f32
    %c2143289344_i32_2 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_2, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_3 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0[3] : f32 from vector<4xf32>
    %23 = arith.bitcast %22 : f32 to i32
    %24 = arith.cmpf uno, %22, %22 : f32
    %c2143289344_i32_4 = arith.constant 2143289344 : i32
    %25 = arith.select %24, %c2143289344_i32_4, %23 : i32
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %28 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %29 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64_7 : i64
    %30 = arith.addi %29, %28 : i64
    vector.print %30 : i64
    return
  }
}
