// Piece 66 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["collapse_of_cast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 66, "release": "22.1.8"}, "seed": 7368731870422147915, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @collapse_of_cast(%arg0: tensor<8x12x32xf32>) -> tensor<?x32xf32> {
    %cast = tensor.cast %arg0 : tensor<8x12x32xf32> to tensor<?x?x?xf32>
    %collapsed = tensor.collapse_shape %cast [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %collapsed, %c1 : tensor<?x?xf32>
    %c32 = arith.constant 32 : index
    %0 = arith.cmpi eq, %dim, %c32 : index
    %1 = scf.if %0 -> (tensor<?x?xf32>) {
      scf.yield %collapsed : tensor<?x?xf32>
    } else {
      %c0 = arith.constant 0 : index
      %dim_1 = tensor.dim %collapsed, %c0 : tensor<?x?xf32>
      %2 = tensor.empty(%dim_1) : tensor<?x32xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<?x32xf32>) -> tensor<?x32xf32>
      %cast_2 = tensor.cast %3 : tensor<?x32xf32> to tensor<?x?xf32>
      scf.yield %cast_2 : tensor<?x?xf32>
    }
    %cast_0 = tensor.cast %1 : tensor<?x?xf32> to tensor<?x32xf32>
    return %cast_0 : tensor<?x32xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<8x12x32xf32>) -> tensor<?x32xf32> {
    %0 = call @collapse_of_cast(%arg0) : (tensor<8x12x32xf32>) -> tensor<?x32xf32>
    return %0 : tensor<?x32xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<0.00519405166> : tensor<8x12x32xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<8x12x32xf32>) -> tensor<?x32xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_0 : tensor<?x32xf32>
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c32 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x32xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_2 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
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
