// Piece 77 of Dialect/SCF/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["collapse_one_dim_parallel"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 77, "release": "22.1.8"}, "seed": 2600784735847483842, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @collapse_one_dim_parallel(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x8xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %2 = scf.forall (%arg1, %arg2) = (0, %c0) to (1, %c16) step (8, %c8) shared_outs(%arg3 = %1) -> (tensor<8x8xf32>) {
      %3 = linalg.fill ins(%cst : f32) outs(%arg3 : tensor<8x8xf32>) -> tensor<8x8xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %3 into %arg3[%arg1, %arg2] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
      }
    }
    return %2 : tensor<8x8xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = call @collapse_one_dim_parallel(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[0.994531452, 9.500000e+00, 9.750000e+00, 0.000000e+00, 3.500000e+00, 0xFF800000, 0.0282308031, -8.000000e+00], [-4.750000e+00, -9.395290e+01, -2.500000e-01, -483.3508, -7.500000e+00, -0.0115297679, 835.129333, 0xFF800000], [-5.500000e+00, -1.225000e+01, -0.00708145881, -0.000000e+00, -8.000000e+00, 0.000000e+00, 4.250000e+00, -72.7147293], [1.225000e+01, -2.500000e-01, 0xFF800000, 5.500000e+00, -6.000000e+00, -1.450000e+01, -1.500000e+00, -1.600000e+01], [0.0628268272, -0.77912724, -542.266235, -1.325000e+01, 0xFF800000, 9.750000e+00, 89.303833, 1.500000e+01], [-22.013607, 0.000000e+00, -1.150000e+01, 0.000000e+00, 0.003614516, 32.5109367, -0.88422054, -9.000000e+00], [1.150000e+01, 0.000000e+00, 2.750000e+00, -1.025000e+01, 5.000000e+00, 73.2744751, 1.275000e+01, -0.00849464163], [-1.175000e+01, -3023.16602, 0x7FC00000, 0x7F800000, -1.300000e+01, 1.500000e+01, 7.500000e+00, 5.250000e+00]]> : tensor<8x8xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c8_0 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c8_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<8x8xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_2 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
