// Piece 34 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["insert_pad_into_fill"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 34, "release": "22.1.8"}, "seed": 294825363967756301, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @insert_pad_into_fill(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<8x384x384xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %padded = tensor.pad %arg0 low[%arg1, %arg2, %c0] high[%c0, %arg3, %arg4] {
    ^bb0(%arg5: index, %arg6: index, %arg7: index):
      tensor.yield %cst : f32
    } : tensor<?x?x?xf32> to tensor<8x128x128xf32>
    %0 = tensor.empty() : tensor<8x384x384xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x384x384xf32>) -> tensor<8x384x384xf32>
    %inserted_slice = tensor.insert_slice %padded into %1[0, 1, 2] [8, 128, 128] [1, 1, 1] : tensor<8x128x128xf32> into tensor<8x384x384xf32>
    return %inserted_slice : tensor<8x384x384xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<8x384x384xf32> {
    %0 = call @insert_pad_into_fill(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<?x?x?xf32>, index, index, index, index) -> tensor<8x384x384xf32>
    return %0 : tensor<8x384x384xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-1.250000e+00> : tensor<1x1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1x1xf32> to tensor<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%cast, %c0, %c3, %c3_0, %c2) : (tensor<?x?x?xf32>, index, index, index, index) -> tensor<8x384x384xf32>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c384 = arith.constant 384 : index
    %c384_2 = arith.constant 384 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_1 to %c384 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0_1 to %c384_2 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<8x384x384xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_4 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_4 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
