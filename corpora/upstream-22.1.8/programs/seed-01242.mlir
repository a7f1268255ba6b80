// Piece 0 of Dialect/Vector/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["mask"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8345625956017196970, "skipped": {"mask_scalable": "scalable"}, "smith_version": "0.1.0"}
module {
  func.func @mask(%arg0: tensor<?xf32>, %arg1: vector<16xf32>, %arg2: index, %arg3: vector<16xi1>) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %0 = arith.minui %arg2, %dim : index
    %1 = vector.mask %arg3 { vector.transfer_write %arg1, %arg0[%0] : vector<16xf32>, tensor<?xf32> } : vector<16xi1> -> tensor<?xf32>
    return %1 : tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: vector<16xf32>, %arg2: index, %arg3: vector<16xi1>) -> tensor<?xf32> {
    %0 = call @mask(%arg0, %arg1, %arg2, %arg3) : (tensor<?xf32>, vector<16xf32>, index, vector<16xi1>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.450000e+01, 8.000000e+00, 9.500000e+00]> : tensor<3xf32>
    %cast = tensor.cast %cst : tensor<3xf32> to tensor<?xf32>
    %cst_0 = arith.constant dense<[-1.125000e+01, 0x7F800000, -4.750000e+00, 6.000000e+00, 0x7F800000, 0.0975303873, -7.750000e+00, -1.450000e+01, 1.525000e+01, -1.050000e+01, 7.500000e+00, -1.025000e+01, -6.250000e+00, 0.000000e+00, -5.000000e-01, 4.000000e+00]> : vector<16xf32>
    %c3 = arith.constant 3 : index
    %cst_1 = arith.constant dense<[true, true, false, true, false, true, true, false, true, false, true, true, true, false, false, true]> : vector<16xi1>
    %0 = call @smith_harness_0(%cast, %cst_0, %c3, %cst_1) : (tensor<?xf32>, vector<16xf32>, index, vector<16xi1>) -> tensor<?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<?xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_4 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_4 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
