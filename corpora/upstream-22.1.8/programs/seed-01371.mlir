// Piece 0 of Integration/Dialect/Tensor/cast-runtime-verification.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cast_to_static_dim"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Tensor/cast-runtime-verification.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2324579621814562523, "skipped": {"cast_to_ranked": "unguarded", "main": "calls declared", "valid_cast": "unguarded"}, "smith_version": "0.1.0"}
module {
  func.func private @cast_to_static_dim(%arg0: tensor<?xf32>) -> tensor<10xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %c10 = arith.constant 10 : index
    %0 = arith.cmpi eq, %dim, %c10 : index
    %1 = scf.if %0 -> (tensor<?xf32>) {
      scf.yield %arg0 : tensor<?xf32>
    } else {
      %2 = tensor.empty() : tensor<10xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<10xf32>) -> tensor<10xf32>
      %cast_0 = tensor.cast %3 : tensor<10xf32> to tensor<?xf32>
      scf.yield %cast_0 : tensor<?xf32>
    }
    %cast = tensor.cast %1 : tensor<?xf32> to tensor<10xf32>
    return %cast : tensor<10xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>) -> tensor<10xf32> {
    %0 = call @cast_to_static_dim(%arg0) : (tensor<?xf32>) -> tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-0.00362623506, -1.750000e+00, -6.000000e+00, 0.0483281836, 6.000000e+00, -5.000000e+00, 642.084106, -1983.82495, -9.250000e+00, -7.500000e+00]> : tensor<10xf32>
    %cast = tensor.cast %cst : tensor<10xf32> to tensor<?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?xf32>) -> tensor<10xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<10xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_1 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
