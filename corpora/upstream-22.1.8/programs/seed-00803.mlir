// Piece 20 of Dialect/Math/expand-math.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["math_fpowi_to_powf_tensor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Math/expand-math.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 20, "release": "22.1.8"}, "seed": 1674163018280955623, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @math_fpowi_to_powf_tensor(%arg0: tensor<8xf32>, %arg1: tensor<8xi32>) -> tensor<8xf32> {
    %0 = math.fpowi %arg0, %arg1 : tensor<8xf32>, tensor<8xi32>
    return %0 : tensor<8xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<8xf32>, %arg1: tensor<8xi32>) -> tensor<8xf32> {
    %0 = call @math_fpowi_to_powf_tensor(%arg0, %arg1) : (tensor<8xf32>, tensor<8xi32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[0.812066376, 1.150000e+01, -5.000000e+00, 380.93335, -1.250000e+00, -6.500000e+00, 3.74699855E-4, 1.000000e+00]> : tensor<8xf32>
    %cst_0 = arith.constant dense<[-8, -359794807, -1, 12, -3, 2147483646, 0, 0]> : tensor<8xi32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<8xf32>, tensor<8xi32>) -> tensor<8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<8xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_2 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
