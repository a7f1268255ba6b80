// Piece 5 of Dialect/Linalg/collapse-dim.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["uncollapsable_strided_memref"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/collapse-dim.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 4579456876214137045, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @uncollapsable_strided_memref(%arg0: memref<2x6x24x48xi32>, %arg1: memref<2x6x24x48xi32>) -> memref<2x6x24x48xi32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x6x24x48xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<2x6x24x48xi32>)
    %subview = memref.subview %arg0[0, 0, 0, 0] [1, 3, 12, 24] [1, 1, 1, 1] : memref<2x6x24x48xi32> to memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1]>>
    %subview_0 = memref.subview %arg1[0, 0, 0, 0] [1, 3, 12, 24] [1, 1, 1, 1] : memref<2x6x24x48xi32> to memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1]>>
    %subview_1 = memref.subview %alloc[0, 0, 0, 0] [1, 3, 12, 24] [1, 1, 1, 1] : memref<2x6x24x48xi32> to memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1]>>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview, %subview_0 : memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1]>>, memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1]>>) outs(%subview_1 : memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1]>>) {
    ^bb0(%in: i32, %in_2: i32, %out: i32):
      %0 = arith.addi %in, %in_2 : i32
      linalg.yield %0 : i32
    }
    return %alloc : memref<2x6x24x48xi32>
  }
  func.func @smith_harness_0() -> (memref<2x6x24x48xi32>, memref<2x6x24x48xi32>, memref<2x6x24x48xi32>) {
    %alloc = memref.alloc() : memref<2x6x24x48xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<2x6x24x48xi32>)
    %c1363763322_i32 = arith.constant 1363763322 : i32
    linalg.fill ins(%c1363763322_i32 : i32) outs(%alloc : memref<2x6x24x48xi32>)
    %alloc_0 = memref.alloc() : memref<2x6x24x48xi32>
    %c0_i32_1 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_1 : i32) outs(%alloc_0 : memref<2x6x24x48xi32>)
    %c-12_i32 = arith.constant -12 : i32
    linalg.fill ins(%c-12_i32 : i32) outs(%alloc_0 : memref<2x6x24x48xi32>)
    %0 = call @uncollapsable_strided_memref(%alloc, %alloc_0) : (memref<2x6x24x48xi32>, memref<2x6x24x48xi32>) -> memref<2x6x24x48xi32>
    return %0, %alloc, %alloc_0 : memref<2x6x24x48xi32>, memref<2x6x24x48xi32>, memref<2x6x24x48xi32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<2x6x24x48xi32>, memref<2x6x24x48xi32>, memref<2x6x24x48xi32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c24 = arith.constant 24 : index
    %c48 = arith.constant 48 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %c6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0 to %c24 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = scf.for %arg6 = %c0 to %c48 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %13 = memref.load %0#0[%arg0, %arg2, %arg4, %arg6] : memref<2x6x24x48xi32>
            %14 = arith.extsi %13 : i32 to i64
            %c1000003_i64_17 = arith.constant 1000003 : i64
            %15 = arith.muli %arg7, %c1000003_i64_17 : i64
            %16 = arith.addi %15, %14 : i64
            scf.yield %16 : i64
          }
          scf.yield %12 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c2_2 = arith.constant 2 : index
    %c6_3 = arith.constant 6 : index
    %c24_4 = arith.constant 24 : index
    %c48_5 = arith.constant 48 : index
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c2_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %10 = scf.for %arg2 = %c0_0 to %c6_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_0 to %c24_4 step %c1_1 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = scf.for %arg6 = %c0_0 to %c48_5 step %c1_1 iter_args(%arg7 = %arg5) -> (i64) {
            %13 = memref.load %0#1[%arg0, %arg2, %arg4, %arg6] : memref<2x6x24x48xi32>
            %14 = arith.extsi %13 : i32 to i64
            %c1000003_i64_17 = arith.constant 1000003 : i64
            %15 = arith.muli %arg7, %c1000003_i64_17 : i64
            %16 = arith.addi %15, %14 : i64
            scf.yield %16 : i64
          }
          scf.yield %12 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c0_7 = arith.constant 0 : index
    %c1_8 = arith.constant 1 : index
    %c2_9 = arith.constant 2 : index
    %c6_10 = arith.constant 6 : index
    %c24_11 = arith.constant 24 : index
    %c48_12 = arith.constant 48 : index
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_7 to %c2_9 step %c1_8 iter_args(%arg1 = %c-3750763034362895579_i64_13) -> (i64) {
      %10 = scf.for %arg2 = %c0_7 to %c6_10 step %c1_8 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_7 to %c24_11 step %c1_8 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = scf.for %arg6 = %c0_7 to %c48_12 step %c1_8 iter_args(%arg7 = %arg5) -> (i64) {
            %13 = memref.load %0#2[%arg0, %arg2, %arg4, %arg6] : memref<2x6x24x48xi32>
            %14 = arith.extsi %13 : i32 to i64
            %c1000003_i64_17 = arith.constant 1000003 : i64
            %15 = arith.muli %arg7, %c1000003_i64_17 : i64
            %16 = arith.addi %15, %14 : i64
            scf.yield %16 : i64
          }
          scf.yield %12 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_14 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_14, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_15 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_16 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
