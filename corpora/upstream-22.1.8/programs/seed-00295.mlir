// Piece 0 of Conversion/VectorToGPU/vector-to-mma-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["matmul"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToGPU/vector-to-mma-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5556838751714730723, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul(%arg0: memref<16x16xf16>, %arg1: memref<16x16xf16>, %arg2: memref<16x16xf16>) {
    %cst = arith.constant dense<0.000000e+00> : vector<16x16xf16>
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 0.000000e+00 : f16
    %c16 = arith.constant 16 : index
    %c16_1 = arith.constant 16 : index
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst_0 : memref<16x16xf16>, vector<16x16xf16>
    %c16_2 = arith.constant 16 : index
    %c16_3 = arith.constant 16 : index
    %1 = vector.transfer_read %arg1[%c0, %c0], %cst_0 {permutation_map = #map} : memref<16x16xf16>, vector<16x16xf16>
    %c16_4 = arith.constant 16 : index
    %c16_5 = arith.constant 16 : index
    %2 = vector.transfer_read %arg2[%c0, %c0], %cst_0 : memref<16x16xf16>, vector<16x16xf16>
    %3 = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %0, %1, %2 : vector<16x16xf16>, vector<16x16xf16> into vector<16x16xf16>
    %c16_6 = arith.constant 16 : index
    %c16_7 = arith.constant 16 : index
    vector.transfer_write %3, %arg2[%c0, %c0] : vector<16x16xf16>, memref<16x16xf16>
    return
  }
  func.func @smith_harness_0() -> (memref<16x16xf16>, memref<16x16xf16>, memref<16x16xf16>) {
    %alloc = memref.alloc() : memref<16x16xf16>
    %cst = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst : f16) outs(%alloc : memref<16x16xf16>)
    %cst_0 = arith.constant 1.400000e+01 : f16
    linalg.fill ins(%cst_0 : f16) outs(%alloc : memref<16x16xf16>)
    %alloc_1 = memref.alloc() : memref<16x16xf16>
    %cst_2 = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst_2 : f16) outs(%alloc_1 : memref<16x16xf16>)
    %cst_3 = arith.constant -1.425000e+01 : f16
    linalg.fill ins(%cst_3 : f16) outs(%alloc_1 : memref<16x16xf16>)
    %alloc_4 = memref.alloc() : memref<16x16xf16>
    %cst_5 = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst_5 : f16) outs(%alloc_4 : memref<16x16xf16>)
    %cst_6 = arith.constant -7.850000e+01 : f16
    linalg.fill ins(%cst_6 : f16) outs(%alloc_4 : memref<16x16xf16>)
    call @matmul(%alloc, %alloc_1, %alloc_4) : (memref<16x16xf16>, memref<16x16xf16>, memref<16x16xf16>) -> ()
    return %alloc, %alloc_1, %alloc_4 : memref<16x16xf16>, memref<16x16xf16>, memref<16x16xf16>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<16x16xf16>, memref<16x16xf16>, memref<16x16xf16>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c16_0 = arith.constant 16 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c16 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %c16_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#0[%arg0, %arg2] : memref<16x16xf16>
        %12 = arith.bitcast %11 : f16 to i16
        %13 = arith.cmpf uno, %11, %11 : f16
        %c32256_i16 = arith.constant 32256 : i16
        %14 = arith.select %13, %c32256_i16, %12 : i16
        %15 = arith.extsi %14 : i16 to i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_14 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c16_3 = arith.constant 16 : index
    %c16_4 = arith.constant 16 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c16_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %10 = scf.for %arg2 = %c0_1 to %c16_4 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#1[%arg0, %arg2] : memref<16x16xf16>
        %12 = arith.bitcast %11 : f16 to i16
        %13 = arith.cmpf uno, %11, %11 : f16
        %c32256_i16 = arith.constant 32256 : i16
        %14 = arith.select %13, %c32256_i16, %12 : i16
        %15 = arith.extsi %14 : i16 to i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_14 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c16_8 = arith.constant 16 : index
    %c16_9 = arith.constant 16 : index
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_6 to %c16_8 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %10 = scf.for %arg2 = %c0_6 to %c16_9 step %c1_7 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#2[%arg0, %arg2] : memref<16x16xf16>
        %12 = arith.bitcast %11 : f16 to i16
        %13 = arith.cmpf uno, %11, %11 : f16
        %c32256_i16 = arith.constant 32256 : i16
        %14 = arith.select %13, %c32256_i16, %12 : i16
        %15 = arith.extsi %14 : i16 to i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_14 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
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
