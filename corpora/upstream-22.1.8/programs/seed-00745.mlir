// Piece 2 of Dialect/Linalg/parallel-loops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["lower_mixed_parallel"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/parallel-loops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 7873532768060571844, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3)>
module {
  func.func @lower_mixed_parallel(%arg0: memref<?x?x?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>) {
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0 : memref<?x?x?x?x?x?xf32>) outs(%arg1 : memref<?x?x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    return
  }
  func.func @smith_harness_0() -> (memref<?x?x?x?x?x?xf32>, memref<?x?x?x?xf32>) {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2, %c2, %c2, %c2, %c2, %c2) : memref<?x?x?x?x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?x?x?x?x?xf32>)
    %cst_0 = arith.constant -1.000000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?x?x?x?x?xf32>)
    %c2_1 = arith.constant 2 : index
    %alloc_2 = memref.alloc(%c2_1, %c2_1, %c2_1, %c2_1) : memref<?x?x?x?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?x?x?x?xf32>)
    %cst_4 = arith.constant 1.475000e+01 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<?x?x?x?xf32>)
    call @lower_mixed_parallel(%alloc, %alloc_2) : (memref<?x?x?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
    return %alloc, %alloc_2 : memref<?x?x?x?x?x?xf32>, memref<?x?x?x?xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<?x?x?x?x?x?xf32>, memref<?x?x?x?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?x?x?x?x?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0#0, %c1_1 : memref<?x?x?x?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_3 = memref.dim %0#0, %c2 : memref<?x?x?x?x?x?xf32>
    %c3 = arith.constant 3 : index
    %dim_4 = memref.dim %0#0, %c3 : memref<?x?x?x?x?x?xf32>
    %c4 = arith.constant 4 : index
    %dim_5 = memref.dim %0#0, %c4 : memref<?x?x?x?x?x?xf32>
    %c5 = arith.constant 5 : index
    %dim_6 = memref.dim %0#0, %c5 : memref<?x?x?x?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %dim_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0 to %dim_4 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %10 = scf.for %arg8 = %c0 to %dim_5 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %11 = scf.for %arg10 = %c0 to %dim_6 step %c1 iter_args(%arg11 = %arg9) -> (i64) {
                %12 = memref.load %0#0[%arg0, %arg2, %arg4, %arg6, %arg8, %arg10] : memref<?x?x?x?x?x?xf32>
                %13 = arith.bitcast %12 : f32 to i32
                %14 = arith.cmpf uno, %12, %12 : f32
                %c2143289344_i32 = arith.constant 2143289344 : i32
                %15 = arith.select %14, %c2143289344_i32, %13 : i32
                %16 = arith.extsi %15 : i32 to i64
                %c1000003_i64_20 = arith.constant 1000003 : i64
                %17 = arith.muli %arg11, %c1000003_i64_20 : i64
                %18 = arith.addi %17, %16 : i64
                scf.yield %18 : i64
              }
              scf.yield %11 : i64
            }
            scf.yield %10 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_7 = arith.constant 0 : index
    %c1_8 = arith.constant 1 : index
    %c0_9 = arith.constant 0 : index
    %dim_10 = memref.dim %0#1, %c0_9 : memref<?x?x?x?xf32>
    %c1_11 = arith.constant 1 : index
    %dim_12 = memref.dim %0#1, %c1_11 : memref<?x?x?x?xf32>
    %c2_13 = arith.constant 2 : index
    %dim_14 = memref.dim %0#1, %c2_13 : memref<?x?x?x?xf32>
    %c3_15 = arith.constant 3 : index
    %dim_16 = memref.dim %0#1, %c3_15 : memref<?x?x?x?xf32>
    %c-3750763034362895579_i64_17 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_7 to %dim_10 step %c1_8 iter_args(%arg1 = %c-3750763034362895579_i64_17) -> (i64) {
      %7 = scf.for %arg2 = %c0_7 to %dim_12 step %c1_8 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_7 to %dim_14 step %c1_8 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0_7 to %dim_16 step %c1_8 iter_args(%arg7 = %arg5) -> (i64) {
            %10 = memref.load %0#1[%arg0, %arg2, %arg4, %arg6] : memref<?x?x?x?xf32>
            %11 = arith.bitcast %10 : f32 to i32
            %12 = arith.cmpf uno, %10, %10 : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %13 = arith.select %12, %c2143289344_i32, %11 : i32
            %14 = arith.extsi %13 : i32 to i64
            %c1000003_i64_20 = arith.constant 1000003 : i64
            %15 = arith.muli %arg7, %c1000003_i64_20 : i64
            %16 = arith.addi %15, %14 : i64
            scf.yield %16 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_18 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_18, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_19 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
