// Piece 49 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["insert_slice_propagate_dest_cast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 49, "release": "22.1.8"}, "seed": 2817947034326861197, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @insert_slice_propagate_dest_cast(%arg0: tensor<2x?xi32>, %arg1: tensor<i32>, %arg2: index, %arg3: index) -> tensor<?x?xi32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %dim = tensor.dim %arg0, %c1 : tensor<2x?xi32>
    %extracted = tensor.extract %arg1[] : tensor<i32>
    %generated = tensor.generate %arg2, %c8 {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %extracted : i32
    } : tensor<?x?xi32>
    %c1_0 = arith.constant 1 : index
    %dim_1 = tensor.dim %generated, %c1_0 : tensor<?x?xi32>
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %0 = arith.subi %dim, %c1_3 : index
    %1 = arith.muli %0, %c1_2 : index
    %2 = arith.subi %dim_1, %1 : index
    %c1_4 = arith.constant 1 : index
    %3 = arith.maxsi %2, %c1_4 : index
    %4 = arith.remui %arg3, %3 : index
    %inserted_slice = tensor.insert_slice %arg0 into %generated[0, %4] [2, %dim] [1, 1] : tensor<2x?xi32> into tensor<?x?xi32>
    return %inserted_slice : tensor<?x?xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x?xi32>, %arg1: tensor<i32>, %arg2: index, %arg3: index) -> tensor<?x?xi32> {
    %0 = call @insert_slice_propagate_dest_cast(%arg0, %arg1, %arg2, %arg3) : (tensor<2x?xi32>, tensor<i32>, index, index) -> tensor<?x?xi32>
    return %0 : tensor<?x?xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-12, -15, -1050440408], [1664250922, -12, 7]]> : tensor<2x3xi32>
    %cast = tensor.cast %cst : tensor<2x3xi32> to tensor<2x?xi32>
    %cst_0 = arith.constant dense<8> : tensor<i32>
    %c2 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %0 = call @smith_harness_0(%cast, %cst_0, %c2, %c2_1) : (tensor<2x?xi32>, tensor<i32>, index, index) -> tensor<?x?xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?xi32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xi32>
        %5 = arith.extsi %extracted : i32 to i64
        %c1000003_i64_6 = arith.constant 1000003 : i64
        %6 = arith.muli %arg3, %c1000003_i64_6 : i64
        %7 = arith.addi %6, %5 : i64
        scf.yield %7 : i64
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
