// Piece 57 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_gather_constant_splat"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 57, "release": "22.1.8"}, "seed": 2684484746213215931, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_gather_constant_splat(%arg0: tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32> {
    %cst = arith.constant dense<1.000000e-01> : tensor<4x4x4xf32>
    %gather = tensor.gather %cst[%arg0] gather_dims([0, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
    return %gather : tensor<1x2x1x1x1xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32> {
    %0 = call @fold_gather_constant_splat(%arg0) : (tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
    return %0 : tensor<1x2x1x1x1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[2, 3, 2], [1, 0, 2]]]> : tensor<1x2x3xindex>
    %0 = call @smith_harness_0(%cst) : (tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c1_1 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c1_2 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = scf.for %arg8 = %c0 to %c1_3 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6, %arg8] : tensor<1x2x1x1x1xf32>
              %8 = arith.bitcast %extracted : f32 to i32
              %9 = arith.cmpf uno, %extracted, %extracted : f32
              %c2143289344_i32 = arith.constant 2143289344 : i32
              %10 = arith.select %9, %c2143289344_i32, %8 : i32
              %11 = arith.extsi %10 : i32 to i64
              %c1000003_i64_5 = arith.constant 1000003 : i64
              %12 = arith.muli %arg9, %c1000003_i64_5 : i64
              %13 = arith.addi %12, %11 : i64
              scf.yield %13 : i64
            }
            scf.yield %7 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
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
