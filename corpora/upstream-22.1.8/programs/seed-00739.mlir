// Piece 5 of Dialect/Linalg/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vec_not_inplace"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 5388381545819378110, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vec_not_inplace(%arg0: tensor<?xf32> {bufferization.writable = true}, %arg1: vector<4xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %0 = arith.minui %c0, %dim : index
    %1 = vector.transfer_write %arg1, %arg0[%0] : vector<4xf32>, tensor<?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?xf32>
    %2 = arith.minui %c1, %dim_2 : index
    %3 = vector.transfer_write %arg1, %arg0[%2] : vector<4xf32>, tensor<?xf32>
    return %1, %3 : tensor<?xf32>, tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: vector<4xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
    %0:2 = call @vec_not_inplace(%arg0, %arg1) : (tensor<?xf32>, vector<4xf32>) -> (tensor<?xf32>, tensor<?xf32>)
    return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.000000e+00, 7.500000e-01]> : tensor<2xf32>
    %cast = tensor.cast %cst : tensor<2xf32> to tensor<?xf32>
    %cst_0 = arith.constant dense<[-1.125000e+01, -3.500000e+00, 4178.02539, 0xFF800000]> : vector<4xf32>
    %0:2 = call @smith_harness_0(%cast, %cst_0) : (tensor<?xf32>, vector<4xf32>) -> (tensor<?xf32>, tensor<?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_1 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<?xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_9 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim_5 = tensor.dim %0#1, %c0_4 : tensor<?xf32>
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %dim_5 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %extracted = tensor.extract %0#1[%arg0] : tensor<?xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_9 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_8 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
