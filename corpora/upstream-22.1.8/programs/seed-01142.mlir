// Piece 1 of Dialect/Tosa/tosa-attach-target.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_simple"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-attach-target.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 9157783660447067272, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_simple(%arg0: tensor<1x1x1x1xf32>, %arg1: tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32> {
    %0 = tosa.add %arg0, %arg1 : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    return %0 : tensor<1x1x1x1xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x1x1x1xf32>, %arg1: tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32> {
    %0 = call @test_simple(%arg0, %arg1) : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    return %0 : tensor<1x1x1x1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<0.000000e+00> : tensor<1x1x1x1xf32>
    %cst_0 = arith.constant dense<-0.000000e+00> : tensor<1x1x1x1xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c1_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c1_4 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x1x1x1xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_6 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_6 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
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
