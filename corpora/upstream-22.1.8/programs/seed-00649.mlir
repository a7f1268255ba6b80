// Piece 49 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["canonicalize_fill_to_copy_input"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 49, "release": "22.1.8"}, "seed": 1667954064832711970, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @canonicalize_fill_to_copy_input(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0 : tensor<?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %0, %c1 : tensor<?x?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg1, %c0_1 : tensor<?x?xf32>
    %1 = arith.cmpi eq, %dim_2, %dim : index
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %arg1, %c1_3 : tensor<?x?xf32>
    %2 = arith.cmpi eq, %dim_4, %dim_0 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<?x?xf32>) {
      scf.yield %arg1 : tensor<?x?xf32>
    } else {
      %6 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
      %cst_5 = arith.constant 0.000000e+00 : f32
      %7 = linalg.fill ins(%cst_5 : f32) outs(%6 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %7 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %5 = linalg.copy ins(%0 : tensor<?x?xf32>) outs(%4 : tensor<?x?xf32>) -> tensor<?x?xf32>
    return %5 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = call @canonicalize_fill_to_copy_input(%arg0, %arg1) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-9.000000e+00, -1.375000e+01, -1.150000e+01, 8.000000e+00], [1.575000e+01, -2.000000e+00, 1.250000e+01, -2.000000e+00], [8.000000e+00, -1.000000e+01, -1.400000e+01, -4.250000e+00], [-1.450000e+01, 1.200000e+01, 6.33676481, -5.250000e+00]]> : tensor<4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<[[1.275000e+01, -1.450000e+01, -1.375000e+01, 8.250000e+00], [-5.500000e+00, -9.250000e+00, 1.200000e+01, -472.490234], [1.750000e+00, 0xFF800000, -1.225000e+01, 4.500000e+00], [8.500000e+00, 1.125000e+01, -8.000000e+00, -1.750000e+00]]> : tensor<4x4xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<4x4xf32> to tensor<?x?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_6 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_6 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
