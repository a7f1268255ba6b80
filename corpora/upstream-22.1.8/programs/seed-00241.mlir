// Piece 0 of Conversion/TensorToLinalg/tensor-ops-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["generalize_pad_tensor_static_shape", "generalize_pad_tensor_dynamic_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TensorToLinalg/tensor-ops-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2282336354697909829, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @generalize_pad_tensor_static_shape(%arg0: tensor<1x28x28x1xf32>) -> tensor<1x32x32x1xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 2, 2, 0] high[0, 2, 2, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x28x28x1xf32> to tensor<1x32x32x1xf32>
    return %padded : tensor<1x32x32x1xf32>
  }
  func.func @generalize_pad_tensor_dynamic_shape(%arg0: tensor<4x?x2x?xf32>, %arg1: index) -> tensor<4x?x?x?xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[%c0, %c0, %arg1, %c0] high[%c0, %c0, %c0, %arg1] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<4x?x2x?xf32> to tensor<4x?x?x?xf32>
    return %padded : tensor<4x?x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x28x28x1xf32>) -> tensor<1x32x32x1xf32> {
    %0 = call @generalize_pad_tensor_static_shape(%arg0) : (tensor<1x28x28x1xf32>) -> tensor<1x32x32x1xf32>
    return %0 : tensor<1x32x32x1xf32>
  }
  func.func @smith_harness_1(%arg0: tensor<4x?x2x?xf32>, %arg1: index) -> tensor<4x?x?x?xf32> {
    %0 = call @generalize_pad_tensor_dynamic_shape(%arg0, %arg1) : (tensor<4x?x2x?xf32>, index) -> tensor<4x?x?x?xf32>
    return %0 : tensor<4x?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<0.0536696762> : tensor<1x28x28x1xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<1x28x28x1xf32>) -> tensor<1x32x32x1xf32>
    %cst_0 = arith.constant dense<"0x2CC4A6BC000080C1490D33BA000058C100007CC15D280EBF5826BAC10000F8C00000F0C00000E0C00000803F9851063A000068C146844A44000040C100007C410000E0400000D04088F2003A000070410000C07F000014C1000008C1000014410000184100007C41000080BF00005441000090C0855EA83D0000F840000050C00000F040CA291A3E000068C1AD748ABC0000C07F0000204000000080000080BE0000F8C00000C8C0000080FFD0C10B46000058410000803F000090C0000050C0000050410000A840000074C1396F153F0000803FF04C82440E9130C4E75493C2000078C10000A040000090C0A39DB73B0000A0BF000024410000F8C000004841A901DC3E169C8D400000C07F000080409BEC043C91137F3E684DE4B900007841000068C10000484100007041000034C1000080BF000020C100000000000034C10CA70EC6A1A43AC251CF3ABC0000D0402515C34000001441000010C0000010C00000D840915AB042C1B5AB42000024410E8F84BD317BC1B8000030C0000080FF00002040000048410000807F000000BF0000C07F000058410000A0C0000000C00000A8C0000008C11844B43C0000C07FAC2B6EC00000B8C0DC3107BC00009040000060C1000020400000A040000038410000803F0000A840000020C068E30B460000803F0000A0400000B0C0000080418ACB12BA0000C840C2CA97BE2085A8C0"> : tensor<4x4x2x4xf32>
    %cast = tensor.cast %cst_0 : tensor<4x4x2x4xf32> to tensor<4x?x2x?xf32>
    %c2 = arith.constant 2 : index
    %1 = call @smith_harness_1(%cast, %c2) : (tensor<4x?x2x?xf32>, index) -> tensor<4x?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c32_2 = arith.constant 32 : index
    %c1_3 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %c1_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = scf.for %arg2 = %c0 to %c32 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %9 = scf.for %arg4 = %c0 to %c32_2 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %10 = scf.for %arg6 = %c0 to %c1_3 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x32x32x1xf32>
            %11 = arith.bitcast %extracted : f32 to i32
            %12 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %13 = arith.select %12, %c2143289344_i32, %11 : i32
            %14 = arith.extsi %13 : i32 to i64
            %c1000003_i64_13 = arith.constant 1000003 : i64
            %15 = arith.muli %arg7, %c1000003_i64_13 : i64
            %16 = arith.addi %15, %14 : i64
            scf.yield %16 : i64
          }
          scf.yield %10 : i64
        }
        scf.yield %9 : i64
      }
      scf.yield %8 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c1_6 = arith.constant 1 : index
    %dim = tensor.dim %1, %c1_6 : tensor<4x?x?x?xf32>
    %c2_7 = arith.constant 2 : index
    %dim_8 = tensor.dim %1, %c2_7 : tensor<4x?x?x?xf32>
    %c3 = arith.constant 3 : index
    %dim_9 = tensor.dim %1, %c3 : tensor<4x?x?x?xf32>
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_4 to %c4 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %8 = scf.for %arg2 = %c0_4 to %dim step %c1_5 iter_args(%arg3 = %arg1) -> (i64) {
        %9 = scf.for %arg4 = %c0_4 to %dim_8 step %c1_5 iter_args(%arg5 = %arg3) -> (i64) {
          %10 = scf.for %arg6 = %c0_4 to %dim_9 step %c1_5 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %1[%arg0, %arg2, %arg4, %arg6] : tensor<4x?x?x?xf32>
            %11 = arith.bitcast %extracted : f32 to i32
            %12 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %13 = arith.select %12, %c2143289344_i32, %11 : i32
            %14 = arith.extsi %13 : i32 to i64
            %c1000003_i64_13 = arith.constant 1000003 : i64
            %15 = arith.muli %arg7, %c1000003_i64_13 : i64
            %16 = arith.addi %15, %14 : i64
            scf.yield %16 : i64
          }
          scf.yield %10 : i64
        }
        scf.yield %9 : i64
      }
      scf.yield %8 : i64
    }
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_11, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_12 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
