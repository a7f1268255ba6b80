// Piece 1 of Dialect/Vector/vector-transfer-unroll.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_write_unroll"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-transfer-unroll.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5081221345544175329, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_write_unroll(%arg0: memref<4x4xf32>, %arg1: vector<4x4xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    vector.transfer_write %arg1, %arg0[%c0, %c0] : vector<4x4xf32>, memref<4x4xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<4x4xf32>) -> memref<4x4xf32> {
    %alloc = memref.alloc() : memref<4x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x4xf32>)
    %cst_0 = arith.constant -67.0054092 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4x4xf32>)
    call @transfer_write_unroll(%alloc, %arg0) : (memref<4x4xf32>, vector<4x4xf32>) -> ()
    return %alloc : memref<4x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[0.371535122, -0.000000e+00, 0.312261075, -0.00643255747], [-5.500000e+00, -6.750000e+00, 1.500000e+01, -50.2481956], [-6.500000e+00, 7.500000e+00, -1.300000e+01, -4.250000e+00], [-598.644714, 6.500000e+00, -2.250000e+00, -96.4757843]]> : vector<4x4xf32>
    %0 = call @smith_harness_0(%cst) : (vector<4x4xf32>) -> memref<4x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<4x4xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_2 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
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
