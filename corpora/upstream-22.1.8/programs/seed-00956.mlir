// Piece 6 of Dialect/SCF/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scf_if_inside_scf_for"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 2679691040525965503, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scf_if_inside_scf_for(%arg0: tensor<?xf32> {bufferization.writable = true}, %arg1: vector<5xf32>, %arg2: index, %arg3: i1) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %0 = scf.for %arg4 = %c0 to %c10 step %c1 iter_args(%arg5 = %arg0) -> (tensor<?xf32>) {
      %1 = scf.if %arg3 -> (tensor<?xf32>) {
        scf.yield %arg5 : tensor<?xf32>
      } else {
        %c0_0 = arith.constant 0 : index
        %dim = tensor.dim %arg5, %c0_0 : tensor<?xf32>
        %2 = arith.minui %arg2, %dim : index
        %3 = vector.transfer_write %arg1, %arg5[%2] : vector<5xf32>, tensor<?xf32>
        scf.yield %3 : tensor<?xf32>
      }
      scf.yield %1 : tensor<?xf32>
    }
    return %0 : tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: vector<5xf32>, %arg2: index, %arg3: i1) -> tensor<?xf32> {
    %0 = call @scf_if_inside_scf_for(%arg0, %arg1, %arg2, %arg3) : (tensor<?xf32>, vector<5xf32>, index, i1) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-0.437952489, 7.500000e-01, -4.000000e+00, 5.000000e+00]> : tensor<4xf32>
    %cast = tensor.cast %cst : tensor<4xf32> to tensor<?xf32>
    %cst_0 = arith.constant dense<[1.500000e+00, -9176.59765, 202.23848, 5.000000e+00, -1.575000e+01]> : vector<5xf32>
    %c2 = arith.constant 2 : index
    %false = arith.constant false
    %0 = call @smith_harness_0(%cast, %cst_0, %c2, %false) : (tensor<?xf32>, vector<5xf32>, index, i1) -> tensor<?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_1 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<?xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_3 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_3 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
