// Piece 70 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_static_fft2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 70, "release": "22.1.8"}, "seed": 5738373348252346886, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_static_fft2d(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>) -> (tensor<8x8x8xf32>, tensor<8x8x8xf32>) {
    %output_real, %output_imag = tosa.fft2d %arg0, %arg1 {inverse = false} : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> (tensor<8x8x8xf32>, tensor<8x8x8xf32>)
    return %output_real, %output_imag : tensor<8x8x8xf32>, tensor<8x8x8xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>) -> (tensor<8x8x8xf32>, tensor<8x8x8xf32>) {
    %0:2 = call @test_static_fft2d(%arg0, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> (tensor<8x8x8xf32>, tensor<8x8x8xf32>)
    return %0#0, %0#1 : tensor<8x8x8xf32>, tensor<8x8x8xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<5.750000e+00> : tensor<8x8x8xf32>
    %cst_0 = arith.constant dense<-0.0259139091> : tensor<8x8x8xf32>
    %0:2 = call @smith_harness_0(%cst, %cst_0) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> (tensor<8x8x8xf32>, tensor<8x8x8xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c8_1 = arith.constant 8 : index
    %c8_2 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c8_1 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %c8_2 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0#0[%arg0, %arg2, %arg4] : tensor<8x8x8xf32>
          %9 = arith.bitcast %extracted : f32 to i32
          %10 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %11 = arith.select %10, %c2143289344_i32, %9 : i32
          %12 = arith.extsi %11 : i32 to i64
          %c1000003_i64_11 = arith.constant 1000003 : i64
          %13 = arith.muli %arg5, %c1000003_i64_11 : i64
          %14 = arith.addi %13, %12 : i64
          scf.yield %14 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c8_5 = arith.constant 8 : index
    %c8_6 = arith.constant 8 : index
    %c8_7 = arith.constant 8 : index
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %c8_5 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_8) -> (i64) {
      %7 = scf.for %arg2 = %c0_3 to %c8_6 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_3 to %c8_7 step %c1_4 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0#1[%arg0, %arg2, %arg4] : tensor<8x8x8xf32>
          %9 = arith.bitcast %extracted : f32 to i32
          %10 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %11 = arith.select %10, %c2143289344_i32, %9 : i32
          %12 = arith.extsi %11 : i32 to i64
          %c1000003_i64_11 = arith.constant 1000003 : i64
          %13 = arith.muli %arg5, %c1000003_i64_11 : i64
          %14 = arith.addi %13, %12 : i64
          scf.yield %14 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_10 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
