// Piece 123 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dead_store_tensor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 123, "release": "22.1.8"}, "seed": 1846082790104059793, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dead_store_tensor(%arg0: tensor<4x4xf32>, %arg1: vector<1x4xf32>, %arg2: vector<1x4xf32>, %arg3: index) -> tensor<4x4xf32> {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %0 = vector.transfer_write %arg1, %arg0[%c1, %c0] : vector<1x4xf32>, tensor<4x4xf32>
    %c4_1 = arith.constant 4 : index
    %c4_2 = arith.constant 4 : index
    %1 = vector.transfer_write %arg1, %0[%c2, %c0] : vector<1x4xf32>, tensor<4x4xf32>
    %c4_3 = arith.constant 4 : index
    %c4_4 = arith.constant 4 : index
    %2 = vector.transfer_write %arg2, %1[%c1, %c0] : vector<1x4xf32>, tensor<4x4xf32>
    return %2 : tensor<4x4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<4x4xf32>, %arg1: vector<1x4xf32>, %arg2: vector<1x4xf32>, %arg3: index) -> tensor<4x4xf32> {
    %0 = call @dead_store_tensor(%arg0, %arg1, %arg2, %arg3) : (tensor<4x4xf32>, vector<1x4xf32>, vector<1x4xf32>, index) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-1.550000e+01, 5.500000e+00, 7.750000e+00, -45.8445473], [0.000000e+00, 2.500000e-01, -5.000000e-01, -0.000000e+00], [0.000000e+00, 0x7FC00000, -0.0923710241, -5850.29883], [2.75826693E-4, 1.000000e+00, -0.961022734, 7.750000e+00]]> : tensor<4x4xf32>
    %cst_0 = arith.constant dense<[[1.225000e+01, -1.400000e+01, 1.500000e+01, 1.325000e+01]]> : vector<1x4xf32>
    %cst_1 = arith.constant dense<[[1.225000e+01, -8.18299484, -2.250000e+00, -2.48843513E-4]]> : vector<1x4xf32>
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %c0) : (tensor<4x4xf32>, vector<1x4xf32>, vector<1x4xf32>, index) -> tensor<4x4xf32>
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c4_3 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_2 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_2 to %c4_3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<4x4xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_5 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_5 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
