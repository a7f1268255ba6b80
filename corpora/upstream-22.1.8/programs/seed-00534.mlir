// Piece 0 of Dialect/Linalg/swap-extract-slice-with-fill.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["swap_fill_insert_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/swap-extract-slice-with-fill.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8801842147997524606, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @swap_fill_insert_slice(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x6xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0 : tensor<?x?x?xf32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %1 = arith.subi %c1, %c1_1 : index
    %2 = arith.muli %1, %c1_0 : index
    %3 = arith.subi %dim, %2 : index
    %c1_2 = arith.constant 1 : index
    %4 = arith.maxsi %3, %c1_2 : index
    %5 = arith.remui %arg1, %4 : index
    %extracted_slice = tensor.extract_slice %0[%5, 8, 4] [1, %arg2, 6] [1, 3, 1] : tensor<?x?x?xf32> to tensor<?x6xf32>
    return %extracted_slice : tensor<?x6xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x6xf32> {
    %0 = call @swap_fill_insert_slice(%arg0, %arg1, %arg2) : (tensor<?x?x?xf32>, index, index) -> tensor<?x6xf32>
    return %0 : tensor<?x6xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-1.400000e+01, 1.000000e+01, -380.60083, 0.000000e+00], [305.829773, -6.500000e+00, -0.0156864431, -75.8623199], [-0.214537442, -1.425000e+01, -3.250000e+00, -9.500000e+00], [-1.500000e+01, 1.550000e+01, 63.52174, 1.525000e+01]], [[-7.250000e+00, -1.600000e+01, 0.000000e+00, 4.250000e+00], [0x7F800000, 0.00685836794, 0.000000e+00, -1.450000e+01], [4.87953337E-4, 1.075000e+01, 0.000000e+00, 1.575000e+01], [1.500000e+01, 0.00985725131, -6.250000e+00, -1.225000e+01]], [[0x7F800000, 0.000000e+00, 9.500000e+00, -5.500000e+00], [-0.000000e+00, -4.500000e+00, 1.525000e+01, -1.500000e+00], [-7.500000e-01, 2.500000e+00, -3.000000e+00, -1.025000e+01], [-1.325000e+01, -0.261418134, -1.100000e+01, -1.225000e+01]], [[1.175000e+01, 8.750000e+00, 1.275000e+01, -0.0722489581], [3.000000e+00, 0.0918351486, -8.41385219E-4, 0.662184477], [0.779231131, 7.000000e+00, 0.00194101443, 1.425000e+01], [-5616.8042, -1.525000e+01, 1.350000e+01, -6.750000e+00]]]> : tensor<4x4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4x4xf32> to tensor<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cast, %c0, %c0_0) : (tensor<?x?x?xf32>, index, index) -> tensor<?x6xf32>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x6xf32>
    %c6 = arith.constant 6 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_1 to %c6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x6xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_4 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
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
