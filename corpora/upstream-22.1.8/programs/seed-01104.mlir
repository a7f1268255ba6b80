// Piece 33 of Dialect/Tosa/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["concat_fold"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 33, "release": "22.1.8"}, "seed": 4416848180469031190, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @concat_fold(%arg0: tensor<?x1xf32>) -> tensor<?x1xf32> {
    %0 = tosa.concat %arg0 {axis = 0 : i32} : (tensor<?x1xf32>) -> tensor<?x1xf32>
    return %0 : tensor<?x1xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x1xf32>) -> tensor<?x1xf32> {
    %0 = call @concat_fold(%arg0) : (tensor<?x1xf32>) -> tensor<?x1xf32>
    return %0 : tensor<?x1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-4.299520e-03], [-0.273262054]]> : tensor<2x1xf32>
    %cast = tensor.cast %cst : tensor<2x1xf32> to tensor<?x1xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?x1xf32>) -> tensor<?x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_0 : tensor<?x1xf32>
    %c1_1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_1 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x1xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_3 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
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
