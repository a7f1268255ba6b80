// Piece 0 of Dialect/Linalg/parallel-loops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["linalg_generic_sum"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/parallel-loops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5816446517699438322, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @linalg_generic_sum(%arg0: memref<2x2xf32>, %arg1: memref<2x2xf32>, %arg2: memref<2x2xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<2x2xf32>, memref<2x2xf32>) outs(%arg2 : memref<2x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @smith_harness_0() -> (memref<2x2xf32>, memref<2x2xf32>, memref<2x2xf32>) {
    %alloc = memref.alloc() : memref<2x2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x2xf32>)
    %cst_0 = arith.constant 0.0896787568 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<2x2xf32>)
    %alloc_1 = memref.alloc() : memref<2x2xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<2x2xf32>)
    %cst_3 = arith.constant -1.150000e+01 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<2x2xf32>)
    %alloc_4 = memref.alloc() : memref<2x2xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_5 : f32) outs(%alloc_4 : memref<2x2xf32>)
    %cst_6 = arith.constant -3.35188874E-4 : f32
    linalg.fill ins(%cst_6 : f32) outs(%alloc_4 : memref<2x2xf32>)
    call @linalg_generic_sum(%alloc, %alloc_1, %alloc_4) : (memref<2x2xf32>, memref<2x2xf32>, memref<2x2xf32>) -> ()
    return %alloc, %alloc_1, %alloc_4 : memref<2x2xf32>, memref<2x2xf32>, memref<2x2xf32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<2x2xf32>, memref<2x2xf32>, memref<2x2xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %c2_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#0[%arg0, %arg2] : memref<2x2xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_14 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c2_3 = arith.constant 2 : index
    %c2_4 = arith.constant 2 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c2_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %10 = scf.for %arg2 = %c0_1 to %c2_4 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#1[%arg0, %arg2] : memref<2x2xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_14 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c2_8 = arith.constant 2 : index
    %c2_9 = arith.constant 2 : index
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_6 to %c2_8 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %10 = scf.for %arg2 = %c0_6 to %c2_9 step %c1_7 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#2[%arg0, %arg2] : memref<2x2xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
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
