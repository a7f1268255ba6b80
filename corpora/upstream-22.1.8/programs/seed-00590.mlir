// Piece 6 of Dialect/Bufferization/Transforms/one-shot-bufferize-empty-tensor-elimination.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["parallel_insert_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-bufferize-empty-tensor-elimination.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 7801186345201353803, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @parallel_insert_slice(%arg0: tensor<?xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>, bufferization.writable = true}, %arg1: index) -> tensor<?xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c512 = arith.constant 512 : index
    %0 = scf.forall (%arg2) in (%c512) shared_outs(%arg3 = %arg0) -> (tensor<?xf32>) {
      %1 = tensor.empty(%arg1) : tensor<?xf32>
      %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<?xf32>) -> tensor<?xf32>
      %c0 = arith.constant 0 : index
      %dim = tensor.dim %2, %c0 : tensor<?xf32>
      %c42 = arith.constant 42 : index
      %c0_0 = arith.constant 0 : index
      %dim_1 = tensor.dim %arg3, %c0_0 : tensor<?xf32>
      %c1 = arith.constant 1 : index
      %c1_2 = arith.constant 1 : index
      %3 = arith.subi %dim, %c1_2 : index
      %4 = arith.muli %3, %c1 : index
      %5 = arith.subi %dim_1, %4 : index
      %c1_3 = arith.constant 1 : index
      %6 = arith.maxsi %5, %c1_3 : index
      %7 = arith.remui %c42, %6 : index
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %2 into %arg3[%7] [%dim] [1] : tensor<?xf32> into tensor<?xf32>
      }
    }
    return %0 : tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
    %0 = call @parallel_insert_slice(%arg0, %arg1) : (tensor<?xf32>, index) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-0.0283275805> : tensor<1xf32>
    %cast = tensor.cast %cst : tensor<1xf32> to tensor<?xf32>
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cast, %c0) : (tensor<?xf32>, index) -> tensor<?xf32>
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_1 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
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
