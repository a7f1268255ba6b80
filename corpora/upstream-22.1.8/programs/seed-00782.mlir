// Piece 9 of Dialect/Linalg/subtensor-of-padtensor.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dynamic_extract_size"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/subtensor-of-padtensor.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 4371587790382473584, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dynamic_extract_size(%arg0: tensor<?x5xf32>, %arg1: index, %arg2: f32) -> tensor<?x4xf32> {
    %padded = tensor.pad %arg0 low[0, 0] high[7, 8] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg2 : f32
    } : tensor<?x5xf32> to tensor<?x13xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %padded, %c0 : tensor<?x13xf32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %0 = arith.maxsi %c1, %c1_0 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg1, %1 : index
    %c2 = arith.constant 2 : index
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %padded, %c0_1 : tensor<?x13xf32>
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %3 = arith.subi %2, %c1_4 : index
    %4 = arith.muli %3, %c1_3 : index
    %5 = arith.subi %dim_2, %4 : index
    %c1_5 = arith.constant 1 : index
    %6 = arith.maxsi %5, %c1_5 : index
    %7 = arith.remui %c2, %6 : index
    %extracted_slice = tensor.extract_slice %padded[%7, 4] [%2, 4] [1, 1] : tensor<?x13xf32> to tensor<?x4xf32>
    return %extracted_slice : tensor<?x4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x5xf32>, %arg1: index, %arg2: f32) -> tensor<?x4xf32> {
    %0 = call @dynamic_extract_size(%arg0, %arg1, %arg2) : (tensor<?x5xf32>, index, f32) -> tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-9.500000e+00, -9.750000e+00, 0.00874421559, -5.000000e-01, -3.000000e+00], [-5.750000e+00, 0.0023401475, 3.000000e+00, -0.769029379, -0.0815146565]]> : tensor<2x5xf32>
    %cast = tensor.cast %cst : tensor<2x5xf32> to tensor<?x5xf32>
    %c3 = arith.constant 3 : index
    %cst_0 = arith.constant 0x7FC00000 : f32
    %0 = call @smith_harness_0(%cast, %c3, %cst_0) : (tensor<?x5xf32>, index, f32) -> tensor<?x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_1 : tensor<?x4xf32>
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x4xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_3 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
