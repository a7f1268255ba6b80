// Piece 1 of Dialect/Linalg/parallel-loops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["lower_outer_parallel"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/parallel-loops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 707093559986709924, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
module {
  func.func @lower_outer_parallel(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?xf32>) {
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%arg0 : memref<?x?x?x?xf32>) outs(%arg1 : memref<?x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    return
  }
  func.func @smith_harness_0() -> (memref<?x?x?x?xf32>, memref<?x?x?xf32>) {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3, %c3, %c3, %c3) : memref<?x?x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?x?x?xf32>)
    %cst_0 = arith.constant -1.325000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?x?x?xf32>)
    %c3_1 = arith.constant 3 : index
    %alloc_2 = memref.alloc(%c3_1, %c3_1, %c3_1) : memref<?x?x?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?x?x?xf32>)
    %cst_4 = arith.constant 0x7F800000 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<?x?x?xf32>)
    call @lower_outer_parallel(%alloc, %alloc_2) : (memref<?x?x?x?xf32>, memref<?x?x?xf32>) -> ()
    return %alloc, %alloc_2 : memref<?x?x?x?xf32>, memref<?x?x?xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<?x?x?x?xf32>, memref<?x?x?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?x?x?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0#0, %c1_1 : memref<?x?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_3 = memref.dim %0#0, %c2 : memref<?x?x?x?xf32>
    %c3 = arith.constant 3 : index
    %dim_4 = memref.dim %0#0, %c3 : memref<?x?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %dim_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0 to %dim_4 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %10 = memref.load %0#0[%arg0, %arg2, %arg4, %arg6] : memref<?x?x?x?xf32>
            %11 = arith.bitcast %10 : f32 to i32
            %12 = arith.cmpf uno, %10, %10 : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %13 = arith.select %12, %c2143289344_i32, %11 : i32
            %14 = arith.extsi %13 : i32 to i64
            %c1000003_i64_16 = arith.constant 1000003 : i64
            %15 = arith.muli %arg7, %c1000003_i64_16 : i64
            %16 = arith.addi %15, %14 : i64
            scf.yield %16 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c0_7 = arith.constant 0 : index
    %dim_8 = memref.dim %0#1, %c0_7 : memref<?x?x?xf32>
    %c1_9 = arith.constant 1 : index
    %dim_10 = memref.dim %0#1, %c1_9 : memref<?x?x?xf32>
    %c2_11 = arith.constant 2 : index
    %dim_12 = memref.dim %0#1, %c2_11 : memref<?x?x?xf32>
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_5 to %dim_8 step %c1_6 iter_args(%arg1 = %c-3750763034362895579_i64_13) -> (i64) {
      %7 = scf.for %arg2 = %c0_5 to %dim_10 step %c1_6 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_5 to %dim_12 step %c1_6 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = memref.load %0#1[%arg0, %arg2, %arg4] : memref<?x?x?xf32>
          %10 = arith.bitcast %9 : f32 to i32
          %11 = arith.cmpf uno, %9, %9 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %12 = arith.select %11, %c2143289344_i32, %10 : i32
          %13 = arith.extsi %12 : i32 to i64
          %c1000003_i64_16 = arith.constant 1000003 : i64
          %14 = arith.muli %arg5, %c1000003_i64_16 : i64
          %15 = arith.addi %14, %13 : i64
          scf.yield %15 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_14 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_14, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_15 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
