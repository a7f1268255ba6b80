// Piece 30 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["static_tensor.generate"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 30, "release": "22.1.8"}, "seed": 3136724499065482730, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @static_tensor.generate(%arg0: index, %arg1: index) -> tensor<3x?x?x7x?xindex> {
    %c5 = arith.constant 5 : index
    %generated = tensor.generate %arg0, %c5, %arg1 {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index):
      %c32 = arith.constant 32 : index
      tensor.yield %c32 : index
    } : tensor<3x?x?x7x?xindex>
    return %generated : tensor<3x?x?x7x?xindex>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> tensor<3x?x?x7x?xindex> {
    %0 = call @static_tensor.generate(%arg0, %arg1) : (index, index) -> tensor<3x?x?x7x?xindex>
    return %0 : tensor<3x?x?x7x?xindex>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%c2, %c1) : (index, index) -> tensor<3x?x?x7x?xindex>
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c1_1 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1_1 : tensor<3x?x?x7x?xindex>
    %c2_2 = arith.constant 2 : index
    %dim_3 = tensor.dim %0, %c2_2 : tensor<3x?x?x7x?xindex>
    %c7 = arith.constant 7 : index
    %c4 = arith.constant 4 : index
    %dim_4 = tensor.dim %0, %c4 : tensor<3x?x?x7x?xindex>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim step %c1_0 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_3 step %c1_0 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c7 step %c1_0 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = scf.for %arg8 = %c0 to %dim_4 step %c1_0 iter_args(%arg9 = %arg7) -> (i64) {
              %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6, %arg8] : tensor<3x?x?x7x?xindex>
              %8 = arith.index_cast %extracted : index to i64
              %c1000003_i64_6 = arith.constant 1000003 : i64
              %9 = arith.muli %arg9, %c1000003_i64_6 : i64
              %10 = arith.addi %9, %8 : i64
              scf.yield %10 : i64
            }
            scf.yield %7 : i64
          }
          scf.yield %6 : i64
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
