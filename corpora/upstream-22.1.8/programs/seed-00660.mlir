// Piece 3 of Dialect/Linalg/collapse-dim.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["collapsable_memref"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/collapse-dim.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 4504469757675564088, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func private @collapsable_memref(%arg0: memref<1x24x32x8xf32>, %arg1: memref<1x24x32x8xf32>) -> memref<1x24x32x8xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x24x32x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x24x32x8xf32>)
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : memref<1x24x32x8xf32>, memref<1x24x32x8xf32>) outs(%alloc : memref<1x24x32x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return %alloc : memref<1x24x32x8xf32>
  }
  func.func @smith_harness_0() -> (memref<1x24x32x8xf32>, memref<1x24x32x8xf32>, memref<1x24x32x8xf32>) {
    %alloc = memref.alloc() : memref<1x24x32x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x24x32x8xf32>)
    %cst_0 = arith.constant 7.250000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<1x24x32x8xf32>)
    %alloc_1 = memref.alloc() : memref<1x24x32x8xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<1x24x32x8xf32>)
    %cst_3 = arith.constant -0.00564300688 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<1x24x32x8xf32>)
    %0 = call @collapsable_memref(%alloc, %alloc_1) : (memref<1x24x32x8xf32>, memref<1x24x32x8xf32>) -> memref<1x24x32x8xf32>
    return %0, %alloc, %alloc_1 : memref<1x24x32x8xf32>, memref<1x24x32x8xf32>, memref<1x24x32x8xf32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<1x24x32x8xf32>, memref<1x24x32x8xf32>, memref<1x24x32x8xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %c24 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0 to %c32 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = scf.for %arg6 = %c0 to %c8 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %13 = memref.load %0#0[%arg0, %arg2, %arg4, %arg6] : memref<1x24x32x8xf32>
            %14 = arith.bitcast %13 : f32 to i32
            %15 = arith.cmpf uno, %13, %13 : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %16 = arith.select %15, %c2143289344_i32, %14 : i32
            %17 = arith.extsi %16 : i32 to i64
            %c1000003_i64_18 = arith.constant 1000003 : i64
            %18 = arith.muli %arg7, %c1000003_i64_18 : i64
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
    %c1_3 = arith.constant 1 : index
    %c24_4 = arith.constant 24 : index
    %c32_5 = arith.constant 32 : index
    %c8_6 = arith.constant 8 : index
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c1_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %10 = scf.for %arg2 = %c0_1 to %c24_4 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_1 to %c32_5 step %c1_2 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = scf.for %arg6 = %c0_1 to %c8_6 step %c1_2 iter_args(%arg7 = %arg5) -> (i64) {
            %13 = memref.load %0#1[%arg0, %arg2, %arg4, %arg6] : memref<1x24x32x8xf32>
            %14 = arith.bitcast %13 : f32 to i32
            %15 = arith.cmpf uno, %13, %13 : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %16 = arith.select %15, %c2143289344_i32, %14 : i32
            %17 = arith.extsi %16 : i32 to i64
            %c1000003_i64_18 = arith.constant 1000003 : i64
            %18 = arith.muli %arg7, %c1000003_i64_18 : i64
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
    %c1_10 = arith.constant 1 : index
    %c24_11 = arith.constant 24 : index
    %c32_12 = arith.constant 32 : index
    %c8_13 = arith.constant 8 : index
    %c-3750763034362895579_i64_14 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_8 to %c1_10 step %c1_9 iter_args(%arg1 = %c-3750763034362895579_i64_14) -> (i64) {
      %10 = scf.for %arg2 = %c0_8 to %c24_11 step %c1_9 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_8 to %c32_12 step %c1_9 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = scf.for %arg6 = %c0_8 to %c8_13 step %c1_9 iter_args(%arg7 = %arg5) -> (i64) {
            %13 = memref.load %0#2[%arg0, %arg2, %arg4, %arg6] : memref<1x24x32x8xf32>
            %14 = arith.bitcast %13 : f32 to i32
            %15 = arith.cmpf uno, %13, %13 : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %16 = arith.select %15, %c2143289344_i32, %14 : i32
            %17 = arith.extsi %16 : i32 to i64
            %c1000003_i64_18 = arith.constant 1000003 : i64
            %18 = arith.muli %arg7, %c1000003_i64_18 : i64
            %19 = arith.addi %18, %17 : i64
            scf.yield %19 : i64
          }
          scf.yield %12 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_15 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_15, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_16 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_17 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
