// Piece 62 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["concats_of_fill"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 62, "release": "22.1.8"}, "seed": 336118120335008235, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @concats_of_fill(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> tensor<5x?x?xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty(%arg0, %arg1) : tensor<5x?x?xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<5x?x?xf32>) -> tensor<5x?x?xf32>
    %2 = tensor.empty(%arg2, %arg3) : tensor<5x?x?xf32>
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<5x?x?xf32>) -> tensor<5x?x?xf32>
    %concat = tensor.concat dim(1) %1, %3 : (tensor<5x?x?xf32>, tensor<5x?x?xf32>) -> tensor<5x?x?xf32>
    return %concat : tensor<5x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> tensor<5x?x?xf32> {
    %0 = call @concats_of_fill(%arg0, %arg1, %arg2, %arg3) : (index, index, index, index) -> tensor<5x?x?xf32>
    return %0 : tensor<5x?x?xf32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c3, %c1, %c1_0, %c2) : (index, index, index, index) -> tensor<5x?x?xf32>
    %c0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c1_2 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1_2 : tensor<5x?x?xf32>
    %c2_3 = arith.constant 2 : index
    %dim_4 = tensor.dim %0, %c2_3 : tensor<5x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c5 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_4 step %c1_1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<5x?x?xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_6 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_6 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
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
