// Piece 0 of Dialect/Linalg/roundtrip-transpose.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transpose2D", "transpose3D"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/roundtrip-transpose.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2272677490309236214, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transpose2D(%arg0: tensor<16x64xf32>, %arg1: tensor<64x16xf32>) -> tensor<64x16xf32> {
    %transposed = linalg.transpose ins(%arg0 : tensor<16x64xf32>) outs(%arg1 : tensor<64x16xf32>) permutation = [1, 0] 
    return %transposed : tensor<64x16xf32>
  }
  func.func @transpose3D(%arg0: tensor<7x8x9xf32>, %arg1: tensor<9x7x8xf32>) -> tensor<9x7x8xf32> {
    %transposed = linalg.transpose ins(%arg0 : tensor<7x8x9xf32>) outs(%arg1 : tensor<9x7x8xf32>) permutation = [2, 0, 1] 
    return %transposed : tensor<9x7x8xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<16x64xf32>, %arg1: tensor<64x16xf32>) -> tensor<64x16xf32> {
    %0 = call @transpose2D(%arg0, %arg1) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    return %0 : tensor<64x16xf32>
  }
  func.func @smith_harness_1(%arg0: tensor<7x8x9xf32>, %arg1: tensor<9x7x8xf32>) -> tensor<9x7x8xf32> {
    %0 = call @transpose3D(%arg0, %arg1) : (tensor<7x8x9xf32>, tensor<9x7x8xf32>) -> tensor<9x7x8xf32>
    return %0 : tensor<9x7x8xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-7.750000e+00> : tensor<16x64xf32>
    %cst_0 = arith.constant dense<82.9821548> : tensor<64x16xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %cst_1 = arith.constant dense<-35.6727791> : tensor<7x8x9xf32>
    %cst_2 = arith.constant dense<-2.750000e+00> : tensor<9x7x8xf32>
    %1 = call @smith_harness_1(%cst_1, %cst_2) : (tensor<7x8x9xf32>, tensor<9x7x8xf32>) -> tensor<9x7x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %c64 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = scf.for %arg2 = %c0 to %c16 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<64x16xf32>
        %9 = arith.bitcast %extracted : f32 to i32
        %10 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_8 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %8 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_3 to %c9 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %8 = scf.for %arg2 = %c0_3 to %c7 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %9 = scf.for %arg4 = %c0_3 to %c8 step %c1_4 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %1[%arg0, %arg2, %arg4] : tensor<9x7x8xf32>
          %10 = arith.bitcast %extracted : f32 to i32
          %11 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %12 = arith.select %11, %c2143289344_i32, %10 : i32
          %13 = arith.extsi %12 : i32 to i64
          %c1000003_i64_8 = arith.constant 1000003 : i64
          %14 = arith.muli %arg5, %c1000003_i64_8 : i64
          %15 = arith.addi %14, %13 : i64
          scf.yield %15 : i64
        }
        scf.yield %9 : i64
      }
      scf.yield %8 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_7 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
