// Piece 1 of Dialect/Vector/bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_write"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 4367142865956345164, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_write(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<5x6xf32>, %arg4: vector<5x6xi1>) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %0 = arith.minui %arg1, %dim : index
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %1 = arith.minui %arg2, %dim_0 : index
    %2 = vector.transfer_write %arg3, %arg0[%0, %1], %arg4 : vector<5x6xf32>, tensor<?x?xf32>
    return %2 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<5x6xf32>, %arg4: vector<5x6xi1>) -> tensor<?x?xf32> {
    %0 = call @transfer_write(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<?x?xf32>, index, index, vector<5x6xf32>, vector<5x6xi1>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[1.325000e+01, -1.250000e+01, -1.200000e+01], [-1.350000e+01, 9259.36914, -0.0743802413], [-843.240112, 1.450000e+01, -5.472826]]> : tensor<3x3xf32>
    %cast = tensor.cast %cst : tensor<3x3xf32> to tensor<?x?xf32>
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %cst_1 = arith.constant dense<[[7.500000e+00, -7.000000e+00, 0xFF800000, 518.125732, 1.075000e+01, 6.750000e+00], [-1.600000e+01, -0.0095850192, -0.044895865, 1.000000e+00, -5.51048317E-4, 6994.70263], [0.000000e+00, -1.475000e+01, 2.500000e+00, 2.87692094, 9.000000e+00, 1.000000e+00], [0x7F800000, 8.2028535E-4, -1.450000e+01, -1.575000e+01, 1.500000e+00, -9337.55566], [2.92751705E-4, 1.075000e+01, 1.250000e+01, 1.575000e+01, -2.500000e-01, 6.000000e+00]]> : vector<5x6xf32>
    %cst_2 = arith.constant dense<[[false, true, false, true, false, true], [false, false, false, true, true, true], [true, true, true, false, false, false], [true, true, false, false, false, true], [false, false, false, true, false, false]]> : vector<5x6xi1>
    %0 = call @smith_harness_0(%cast, %c3, %c3_0, %cst_1, %cst_2) : (tensor<?x?xf32>, index, index, vector<5x6xf32>, vector<5x6xi1>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_3 : tensor<?x?xf32>
    %c1_4 = arith.constant 1 : index
    %dim_5 = tensor.dim %0, %c1_4 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_5 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_7 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_7 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
