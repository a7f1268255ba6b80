// Piece 1 of Conversion/VectorToGPU/vector-to-mma-ops-mma-sync.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["m8n8k4_f64_row_row_row"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToGPU/vector-to-mma-ops-mma-sync.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2251735489371008708, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @m8n8k4_f64_row_row_row(%arg0: memref<128x128xf64>, %arg1: memref<128x128xf64>, %arg2: memref<128x128xf64>) {
    %cst = arith.constant dense<0.000000e+00> : vector<4x8xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c17 = arith.constant 17 : index
    %c39 = arith.constant 39 : index
    %c40 = arith.constant 40 : index
    %c49 = arith.constant 49 : index
    %c50 = arith.constant 50 : index
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0.000000e+00 : f64
    %c128 = arith.constant 128 : index
    %c128_2 = arith.constant 128 : index
    %0 = vector.transfer_read %arg0[%c1, %c1], %cst_0 : memref<128x128xf64>, vector<8x4xf64>
    %c128_3 = arith.constant 128 : index
    %c128_4 = arith.constant 128 : index
    %1 = vector.transfer_read %arg1[%c39, %c40], %cst_0 {permutation_map = #map} : memref<128x128xf64>, vector<8x4xf64>
    %c128_5 = arith.constant 128 : index
    %c128_6 = arith.constant 128 : index
    %2 = vector.transfer_read %arg2[%c49, %c40], %cst_1 : memref<128x128xf64>, vector<8x8xf64>
    %3 = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %0, %1, %2 : vector<8x4xf64>, vector<8x4xf64> into vector<8x8xf64>
    %c128_7 = arith.constant 128 : index
    %c128_8 = arith.constant 128 : index
    vector.transfer_write %3, %arg2[%c49, %c40] : vector<8x8xf64>, memref<128x128xf64>
    return
  }
  func.func @smith_harness_0() -> (memref<128x128xf64>, memref<128x128xf64>, memref<128x128xf64>) {
    %alloc = memref.alloc() : memref<128x128xf64>
    %cst = arith.constant 0.000000e+00 : f64
    linalg.fill ins(%cst : f64) outs(%alloc : memref<128x128xf64>)
    %cst_0 = arith.constant -6.250000e+00 : f64
    linalg.fill ins(%cst_0 : f64) outs(%alloc : memref<128x128xf64>)
    %alloc_1 = memref.alloc() : memref<128x128xf64>
    %cst_2 = arith.constant 0.000000e+00 : f64
    linalg.fill ins(%cst_2 : f64) outs(%alloc_1 : memref<128x128xf64>)
    %cst_3 = arith.constant 0xFFF0000000000000 : f64
    linalg.fill ins(%cst_3 : f64) outs(%alloc_1 : memref<128x128xf64>)
    %alloc_4 = memref.alloc() : memref<128x128xf64>
    %cst_5 = arith.constant 0.000000e+00 : f64
    linalg.fill ins(%cst_5 : f64) outs(%alloc_4 : memref<128x128xf64>)
    %cst_6 = arith.constant 7.500000e+00 : f64
    linalg.fill ins(%cst_6 : f64) outs(%alloc_4 : memref<128x128xf64>)
    call @m8n8k4_f64_row_row_row(%alloc, %alloc_1, %alloc_4) : (memref<128x128xf64>, memref<128x128xf64>, memref<128x128xf64>) -> ()
    return %alloc, %alloc_1, %alloc_4 : memref<128x128xf64>, memref<128x128xf64>, memref<128x128xf64>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<128x128xf64>, memref<128x128xf64>, memref<128x128xf64>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c128_0 = arith.constant 128 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c128 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %c128_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#0[%arg0, %arg2] : memref<128x128xf64>
        %12 = arith.bitcast %11 : f64 to i64
        %13 = arith.cmpf uno, %11, %11 : f64
        %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
        %14 = arith.select %13, %c9221120237041090560_i64, %12 : i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %15 = arith.muli %arg3, %c1000003_i64_14 : i64
        %16 = arith.addi %15, %14 : i64
        scf.yield %16 : i64
      }
      scf.yield %10 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c128_3 = arith.constant 128 : index
    %c128_4 = arith.constant 128 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c128_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %10 = scf.for %arg2 = %c0_1 to %c128_4 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#1[%arg0, %arg2] : memref<128x128xf64>
        %12 = arith.bitcast %11 : f64 to i64
        %13 = arith.cmpf uno, %11, %11 : f64
        %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
        %14 = arith.select %13, %c9221120237041090560_i64, %12 : i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %15 = arith.muli %arg3, %c1000003_i64_14 : i64
        %16 = arith.addi %15, %14 : i64
        scf.yield %16 : i64
      }
      scf.yield %10 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c128_8 = arith.constant 128 : index
    %c128_9 = arith.constant 128 : index
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_6 to %c128_8 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %10 = scf.for %arg2 = %c0_6 to %c128_9 step %c1_7 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#2[%arg0, %arg2] : memref<128x128xf64>
        %12 = arith.bitcast %11 : f64 to i64
        %13 = arith.cmpf uno, %11, %11 : f64
        %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
        %14 = arith.select %13, %c9221120237041090560_i64, %12 : i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %15 = arith.muli %arg3, %c1000003_i64_14 : i64
        %16 = arith.addi %15, %14 : i64
        scf.yield %16 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_11, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_12 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_13 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
