// Piece 69 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_dynamic_rfft2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 69, "release": "22.1.8"}, "seed": 4557074806190736184, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_dynamic_rfft2d(%arg0: tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
    %output_real, %output_imag = tosa.rfft2d %arg0 : (tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
    return %output_real, %output_imag : tensor<?x?x?xf32>, tensor<?x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
    %0:2 = call @test_dynamic_rfft2d(%arg0) : (tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
    return %0#0, %0#1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-2.250000e+00> : tensor<1x1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1x1xf32> to tensor<?x?x?xf32>
    %0:2 = call @smith_harness_0(%cast) : (tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_0 : tensor<?x?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %0#0, %c1_1 : tensor<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_3 = tensor.dim %0#0, %c2 : tensor<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %dim_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0#0[%arg0, %arg2, %arg4] : tensor<?x?x?xf32>
          %9 = arith.bitcast %extracted : f32 to i32
          %10 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %11 = arith.select %10, %c2143289344_i32, %9 : i32
          %12 = arith.extsi %11 : i32 to i64
          %c1000003_i64_15 = arith.constant 1000003 : i64
          %13 = arith.muli %arg5, %c1000003_i64_15 : i64
          %14 = arith.addi %13, %12 : i64
          scf.yield %14 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c0_6 = arith.constant 0 : index
    %dim_7 = tensor.dim %0#1, %c0_6 : tensor<?x?x?xf32>
    %c1_8 = arith.constant 1 : index
    %dim_9 = tensor.dim %0#1, %c1_8 : tensor<?x?x?xf32>
    %c2_10 = arith.constant 2 : index
    %dim_11 = tensor.dim %0#1, %c2_10 : tensor<?x?x?xf32>
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_4 to %dim_7 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_12) -> (i64) {
      %7 = scf.for %arg2 = %c0_4 to %dim_9 step %c1_5 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_4 to %dim_11 step %c1_5 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0#1[%arg0, %arg2, %arg4] : tensor<?x?x?xf32>
          %9 = arith.bitcast %extracted : f32 to i32
          %10 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %11 = arith.select %10, %c2143289344_i32, %9 : i32
          %12 = arith.extsi %11 : i32 to i64
          %c1000003_i64_15 = arith.constant 1000003 : i64
          %13 = arith.muli %arg5, %c1000003_i64_15 : i64
          %14 = arith.addi %13, %12 : i64
          scf.yield %14 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_13, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_14 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
