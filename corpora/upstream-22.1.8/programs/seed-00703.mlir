// Piece 0 of Dialect/Linalg/erase-unused-operands-and-results.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["remove_deadargs_generic_basic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/erase-unused-operands-and-results.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4334505915810343983, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
module {
  func.func @remove_deadargs_generic_basic(%arg0: tensor<?xf32>) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 7.000000e+00 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %0 = tensor.empty(%dim) : tensor<?xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
    %2 = tensor.empty(%dim) : tensor<?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?xf32>
    %c0_3 = arith.constant 0 : index
    %dim_4 = tensor.dim %1, %c0_3 : tensor<?xf32>
    %3 = arith.cmpi eq, %dim_4, %dim_2 : index
    %4 = scf.if %3 -> (tensor<?xf32>) {
      scf.yield %1 : tensor<?xf32>
    } else {
      %8 = tensor.empty(%dim_2) : tensor<?xf32>
      %cst_9 = arith.constant 0.000000e+00 : f32
      %9 = linalg.fill ins(%cst_9 : f32) outs(%8 : tensor<?xf32>) -> tensor<?xf32>
      %cast = tensor.cast %9 : tensor<?xf32> to tensor<?xf32>
      scf.yield %cast : tensor<?xf32>
    }
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %arg0, %c0_5 : tensor<?xf32>
    %c0_7 = arith.constant 0 : index
    %dim_8 = tensor.dim %2, %c0_7 : tensor<?xf32>
    %5 = arith.cmpi eq, %dim_8, %dim_6 : index
    %6 = scf.if %5 -> (tensor<?xf32>) {
      scf.yield %2 : tensor<?xf32>
    } else {
      %8 = tensor.empty(%dim_6) : tensor<?xf32>
      %cst_9 = arith.constant 0.000000e+00 : f32
      %9 = linalg.fill ins(%cst_9 : f32) outs(%8 : tensor<?xf32>) -> tensor<?xf32>
      %cast = tensor.cast %9 : tensor<?xf32> to tensor<?xf32>
      scf.yield %cast : tensor<?xf32>
    }
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %4 : tensor<?xf32>, tensor<?xf32>) outs(%6 : tensor<?xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %8 = arith.addf %in, %cst : f32
      linalg.yield %8 : f32
    } -> tensor<?xf32>
    return %7 : tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>) -> tensor<?xf32> {
    %0 = call @remove_deadargs_generic_basic(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[1.450000e+01, 0x7FC00000, 7.250000e+00]> : tensor<3xf32>
    %cast = tensor.cast %cst : tensor<3xf32> to tensor<?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?xf32>) -> tensor<?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_0 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<?xf32>
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
