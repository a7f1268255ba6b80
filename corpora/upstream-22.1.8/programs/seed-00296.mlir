// Piece 7 of Conversion/VectorToGPU/vector-to-mma-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["matmul_memref_strided"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToGPU/vector-to-mma-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 4478883559249560913, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0 * 512 + d1 * 32 + d2)>
#map1 = affine_map<(d0) -> (d0, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_memref_strided(%arg0: memref<2x16x16xf16, #map>, %arg1: memref<16xf16>, %arg2: memref<2x16x16xf16>) {
    %cst = arith.constant dense<0.000000e+00> : vector<16x16xf16>
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 0.000000e+00 : f16
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c16_1 = arith.constant 16 : index
    %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst_0 : memref<2x16x16xf16, #map>, vector<16x16xf16>
    %c16_2 = arith.constant 16 : index
    %1 = vector.transfer_read %arg1[%c0], %cst_0 {in_bounds = [false, true], permutation_map = #map1} : memref<16xf16>, vector<16x16xf16>
    %c2_3 = arith.constant 2 : index
    %c16_4 = arith.constant 16 : index
    %c16_5 = arith.constant 16 : index
    %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_0 : memref<2x16x16xf16>, vector<16x16xf16>
    %3 = vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %0, %1, %2 : vector<16x16xf16>, vector<16x16xf16> into vector<16x16xf16>
    %c2_6 = arith.constant 2 : index
    %c16_7 = arith.constant 16 : index
    %c16_8 = arith.constant 16 : index
    vector.transfer_write %3, %arg2[%c0, %c0, %c0] : vector<16x16xf16>, memref<2x16x16xf16>
    return
  }
  func.func @smith_harness_0() -> (memref<1008xf16>, memref<16xf16>, memref<2x16x16xf16>) {
    %alloc = memref.alloc() : memref<1008xf16>
    %cst = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst : f16) outs(%alloc : memref<1008xf16>)
    %cst_0 = arith.constant -7.750000e+00 : f16
    linalg.fill ins(%cst_0 : f16) outs(%alloc : memref<1008xf16>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 16, 16], strides: [512, 32, 1] : memref<1008xf16> to memref<2x16x16xf16, #map>
    %alloc_1 = memref.alloc() : memref<16xf16>
    %cst_2 = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst_2 : f16) outs(%alloc_1 : memref<16xf16>)
    %cst_3 = arith.constant -8.250000e+00 : f16
    linalg.fill ins(%cst_3 : f16) outs(%alloc_1 : memref<16xf16>)
    %alloc_4 = memref.alloc() : memref<2x16x16xf16>
    %cst_5 = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst_5 : f16) outs(%alloc_4 : memref<2x16x16xf16>)
    %cst_6 = arith.constant -1.000000e+00 : f16
    linalg.fill ins(%cst_6 : f16) outs(%alloc_4 : memref<2x16x16xf16>)
    call @matmul_memref_strided(%reinterpret_cast, %alloc_1, %alloc_4) : (memref<2x16x16xf16, #map>, memref<16xf16>, memref<2x16x16xf16>) -> ()
    return %alloc, %alloc_1, %alloc_4 : memref<1008xf16>, memref<16xf16>, memref<2x16x16xf16>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<1008xf16>, memref<16xf16>, memref<2x16x16xf16>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1008 = arith.constant 1008 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1008 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = memref.load %0#0[%arg0] : memref<1008xf16>
      %11 = arith.bitcast %10 : f16 to i16
      %12 = arith.cmpf uno, %10, %10 : f16
      %c32256_i16 = arith.constant 32256 : i16
      %13 = arith.select %12, %c32256_i16, %11 : i16
      %14 = arith.extsi %13 : i16 to i64
      %c1000003_i64_11 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_11 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c16 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_2) -> (i64) {
      %10 = memref.load %0#1[%arg0] : memref<16xf16>
      %11 = arith.bitcast %10 : f16 to i16
      %12 = arith.cmpf uno, %10, %10 : f16
      %c32256_i16 = arith.constant 32256 : i16
      %13 = arith.select %12, %c32256_i16, %11 : i16
      %14 = arith.extsi %13 : i16 to i64
      %c1000003_i64_11 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_11 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16_5 = arith.constant 16 : index
    %c16_6 = arith.constant 16 : index
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_3 to %c2 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %10 = scf.for %arg2 = %c0_3 to %c16_5 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_3 to %c16_6 step %c1_4 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = memref.load %0#2[%arg0, %arg2, %arg4] : memref<2x16x16xf16>
          %13 = arith.bitcast %12 : f16 to i16
          %14 = arith.cmpf uno, %12, %12 : f16
          %c32256_i16 = arith.constant 32256 : i16
          %15 = arith.select %14, %c32256_i16, %13 : i16
          %16 = arith.extsi %15 : i16 to i64
          %c1000003_i64_11 = arith.constant 1000003 : i64
          %17 = arith.muli %arg5, %c1000003_i64_11 : i64
          %18 = arith.addi %17, %16 : i64
          scf.yield %18 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_9 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_10 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
