// Piece 13 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["infer_concat_return_type"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 7762449639604040378, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @infer_concat_return_type(%arg0: tensor<5x12xi32>, %arg1: tensor<?x12xi32>) -> tensor<?x?xi32> {
    %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<5x12xi32>, tensor<?x12xi32>) -> tensor<?x?xi32>
    return %concat : tensor<?x?xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<5x12xi32>, %arg1: tensor<?x12xi32>) -> tensor<?x?xi32> {
    %0 = call @infer_concat_return_type(%arg0, %arg1) : (tensor<5x12xi32>, tensor<?x12xi32>) -> tensor<?x?xi32>
    return %0 : tensor<?x?xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[16, 1, 5, 11, -1176608127, 11, -2147483648, -1, -2147483648, 1243582778, 2147483647, -12], [-2147483647, -537408145, -13, -2, -1368262676, 2, 13, -7, -1368782822, -642278751, 6, 8], [1948538135, 1, 5, -16, 2147483646, 2147483647, 2127266643, -2147483648, 9, -2147483647, 920845065, 1625919981], [375463763, -9, 2147483646, 797673494, 4, 7, -3, -1, 53836385, 1917742369, -804725445, -1029308254], [0, 9, -4, -10, -4, -2147483648, -1844720391, -1, 0, -2147483648, 12, 5]]> : tensor<5x12xi32>
    %cst_0 = arith.constant dense<[[0, -2110725158, -1569667182, 9, 2147483646, 9, 7, 2147483646, -14, -15, 7, -83062561], [3, -48225950, 3, 10, -14, -9, -1, -14, -3, -13, -17305588, 7]]> : tensor<2x12xi32>
    %cast = tensor.cast %cst_0 : tensor<2x12xi32> to tensor<?x12xi32>
    %0 = call @smith_harness_0(%cst, %cast) : (tensor<5x12xi32>, tensor<?x12xi32>) -> tensor<?x?xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_1 : tensor<?x?xi32>
    %c1_2 = arith.constant 1 : index
    %dim_3 = tensor.dim %0, %c1_2 : tensor<?x?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xi32>
        %5 = arith.extsi %extracted : i32 to i64
        %c1000003_i64_5 = arith.constant 1000003 : i64
        %6 = arith.muli %arg3, %c1000003_i64_5 : i64
        %7 = arith.addi %6, %5 : i64
        scf.yield %7 : i64
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
