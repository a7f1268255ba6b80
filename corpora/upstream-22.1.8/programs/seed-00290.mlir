// Piece 0 of Conversion/VectorToAMX/transfer-to-amx.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfers_static_dims"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToAMX/transfer-to-amx.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3961442405223129756, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
module {
  func.func @transfers_static_dims(%arg0: memref<64x32x16x2xf16>, %arg1: memref<64x16x32x2xf16>, %arg2: memref<64x64xf32>, %arg3: index) {
    %cst = arith.constant 0.000000e+00 : f16
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c64 = arith.constant 64 : index
    %0 = arith.remui %arg3, %c64 : index
    %c32 = arith.constant 32 : index
    %1 = arith.minui %arg3, %c32 : index
    %c16 = arith.constant 16 : index
    %2 = arith.minui %arg3, %c16 : index
    %c2 = arith.constant 2 : index
    %3 = arith.minui %arg3, %c2 : index
    %4 = vector.transfer_read %arg0[%0, %1, %2, %3], %cst : memref<64x32x16x2xf16>, vector<4x8x2xf16>
    %c64_1 = arith.constant 64 : index
    %5 = arith.remui %arg3, %c64_1 : index
    %c16_2 = arith.constant 16 : index
    %6 = arith.minui %arg3, %c16_2 : index
    %c32_3 = arith.constant 32 : index
    %7 = arith.minui %arg3, %c32_3 : index
    %c2_4 = arith.constant 2 : index
    %8 = arith.minui %arg3, %c2_4 : index
    %9 = vector.transfer_read %arg1[%5, %6, %7, %8], %cst : memref<64x16x32x2xf16>, vector<8x16x2xf16>
    %c64_5 = arith.constant 64 : index
    %10 = arith.minui %arg3, %c64_5 : index
    %c64_6 = arith.constant 64 : index
    %11 = arith.minui %arg3, %c64_6 : index
    %12 = vector.transfer_read %arg2[%10, %11], %cst_0 : memref<64x64xf32>, vector<4x16xf32>
    %13 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "reduction"], kind = #vector.kind<add>} %4, %9, %12 : vector<4x8x2xf16>, vector<8x16x2xf16> into vector<4x16xf32>
    %c64_7 = arith.constant 64 : index
    %14 = arith.minui %arg3, %c64_7 : index
    %c64_8 = arith.constant 64 : index
    %15 = arith.minui %arg3, %c64_8 : index
    vector.transfer_write %13, %arg2[%14, %15] : vector<4x16xf32>, memref<64x64xf32>
    return
  }
  func.func @smith_harness_0(%arg0: index) -> (memref<64x32x16x2xf16>, memref<64x16x32x2xf16>, memref<64x64xf32>) {
    %alloc = memref.alloc() : memref<64x32x16x2xf16>
    %cst = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst : f16) outs(%alloc : memref<64x32x16x2xf16>)
    %cst_0 = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst_0 : f16) outs(%alloc : memref<64x32x16x2xf16>)
    %alloc_1 = memref.alloc() : memref<64x16x32x2xf16>
    %cst_2 = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst_2 : f16) outs(%alloc_1 : memref<64x16x32x2xf16>)
    %cst_3 = arith.constant -5.250000e+00 : f16
    linalg.fill ins(%cst_3 : f16) outs(%alloc_1 : memref<64x16x32x2xf16>)
    %alloc_4 = memref.alloc() : memref<64x64xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_5 : f32) outs(%alloc_4 : memref<64x64xf32>)
    %cst_6 = arith.constant 1.075000e+01 : f32
    linalg.fill ins(%cst_6 : f32) outs(%alloc_4 : memref<64x64xf32>)
    call @transfers_static_dims(%alloc, %alloc_1, %alloc_4, %arg0) : (memref<64x32x16x2xf16>, memref<64x16x32x2xf16>, memref<64x64xf32>, index) -> ()
    return %alloc, %alloc_1, %alloc_4 : memref<64x32x16x2xf16>, memref<64x16x32x2xf16>, memref<64x64xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %0:3 = call @smith_harness_0(%c0) : (index) -> (memref<64x32x16x2xf16>, memref<64x16x32x2xf16>, memref<64x64xf32>)
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %c64 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0_0 to %c32 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_0 to %c16 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = scf.for %arg6 = %c0_0 to %c2 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %13 = memref.load %0#0[%arg0, %arg2, %arg4, %arg6] : memref<64x32x16x2xf16>
            %14 = arith.bitcast %13 : f16 to i16
            %15 = arith.cmpf uno, %13, %13 : f16
            %c32256_i16 = arith.constant 32256 : i16
            %16 = arith.select %15, %c32256_i16, %14 : i16
            %17 = arith.extsi %16 : i16 to i64
            %c1000003_i64_16 = arith.constant 1000003 : i64
            %18 = arith.muli %arg7, %c1000003_i64_16 : i64
            %19 = arith.addi %18, %17 : i64
            scf.yield %19 : i64
          }
          scf.yield %12 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c64_3 = arith.constant 64 : index
    %c16_4 = arith.constant 16 : index
    %c32_5 = arith.constant 32 : index
    %c2_6 = arith.constant 2 : index
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c64_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %10 = scf.for %arg2 = %c0_1 to %c16_4 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_1 to %c32_5 step %c1_2 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = scf.for %arg6 = %c0_1 to %c2_6 step %c1_2 iter_args(%arg7 = %arg5) -> (i64) {
            %13 = memref.load %0#1[%arg0, %arg2, %arg4, %arg6] : memref<64x16x32x2xf16>
            %14 = arith.bitcast %13 : f16 to i16
            %15 = arith.cmpf uno, %13, %13 : f16
            %c32256_i16 = arith.constant 32256 : i16
            %16 = arith.select %15, %c32256_i16, %14 : i16
            %17 = arith.extsi %16 : i16 to i64
            %c1000003_i64_16 = arith.constant 1000003 : i64
            %18 = arith.muli %arg7, %c1000003_i64_16 : i64
            %19 = arith.addi %18, %17 : i64
            scf.yield %19 : i64
          }
          scf.yield %12 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c0_8 = arith.constant 0 : index
    %c1_9 = arith.constant 1 : index
    %c64_10 = arith.constant 64 : index
    %c64_11 = arith.constant 64 : index
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_8 to %c64_10 step %c1_9 iter_args(%arg1 = %c-3750763034362895579_i64_12) -> (i64) {
      %10 = scf.for %arg2 = %c0_8 to %c64_11 step %c1_9 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#2[%arg0, %arg2] : memref<64x64xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_16 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_16 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_13, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_14 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_15 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
