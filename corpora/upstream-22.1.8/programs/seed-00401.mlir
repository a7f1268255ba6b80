// Piece 0 of Dialect/Affine/SuperVectorize/vector_utils.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_add_2d", "double_loop_nest"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/SuperVectorize/vector_utils.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7960502508058470022, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_add_2d(%arg0: index, %arg1: index) -> f32 {
    %alloc = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %alloc_0 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<?x?xf32>)
    %alloc_2 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?x?xf32>)
    %c0 = arith.constant 0 : index
    %cst_4 = arith.constant 1.000000e+00 : f32
    %cst_5 = arith.constant dense<1.000000e+00> : vector<8x256xf32>
    %cst_6 = arith.constant dense<1.000000e+00> : vector<1x3x7x8x8xf32>
    %cst_7 = arith.constant dense<1.000000e+00> : vector<1x3x7x4x4xf32>
    %cst_8 = arith.constant dense<1.000000e+00> : vector<3x4x5x8xf32>
    %cst_9 = arith.constant dense<1.000000e+00> : vector<3x4x4x8xf32>
    %cst_10 = arith.constant dense<1.000000e+00> : vector<1x2x10x32xf32>
    %c7 = arith.constant 7 : index
    %c42 = arith.constant 42 : index
    %c0_11 = arith.constant 0 : index
    %dim = memref.dim %alloc_2, %c0_11 : memref<?x?xf32>
    %0 = arith.remui %c7, %dim : index
    %c1 = arith.constant 1 : index
    %dim_12 = memref.dim %alloc_2, %c1 : memref<?x?xf32>
    %1 = arith.remui %c42, %dim_12 : index
    %2 = memref.load %alloc_2[%0, %1] : memref<?x?xf32>
    return %2 : f32
  }
  func.func @double_loop_nest(%arg0: memref<20x30xf32>, %arg1: memref<20xf32>) {
    affine.for %arg2 = 0 to 20 {
      %0 = affine.load %arg1[(%arg2 mod 4294967296) mod 20] : memref<20xf32>
      affine.for %arg3 = 0 to 30 {
        %1 = affine.load %arg0[(%arg2 mod 4294967296) mod 20, (%arg3 mod 4294967296) mod 30] : memref<20x30xf32>
        affine.store %1, %arg0[(%arg2 mod 4294967296) mod 20, (%arg3 mod 4294967296) mod 30] : memref<20x30xf32>
      }
      affine.store %0, %arg1[(%arg2 mod 4294967296) mod 20] : memref<20xf32>
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> f32 {
    %0 = call @vector_add_2d(%arg0, %arg1) : (index, index) -> f32
    return %0 : f32
  }
  func.func @smith_harness_1() -> (memref<20x30xf32>, memref<20xf32>) {
    %alloc = memref.alloc() : memref<20x30xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<20x30xf32>)
    %cst_0 = arith.constant 0x7FC00000 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<20x30xf32>)
    %alloc_1 = memref.alloc() : memref<20xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<20xf32>)
    %cst_3 = arith.constant 6.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<20xf32>)
    call @double_loop_nest(%alloc, %alloc_1) : (memref<20x30xf32>, memref<20xf32>) -> ()
    return %alloc, %alloc_1 : memref<20x30xf32>, memref<20xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c2, %c3) : (index, index) -> f32
    %1:2 = call @smith_harness_1() : () -> (memref<20x30xf32>, memref<20xf32>)
    %2 = arith.bitcast %0 : f32 to i32
    %3 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c20 = arith.constant 20 : index
    %c30 = arith.constant 30 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %6 = scf.for %arg0 = %c0 to %c20 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %14 = scf.for %arg2 = %c0 to %c30 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %15 = memref.load %1#0[%arg0, %arg2] : memref<20x30xf32>
        %16 = arith.bitcast %15 : f32 to i32
        %17 = arith.cmpf uno, %15, %15 : f32
        %c2143289344_i32_7 = arith.constant 2143289344 : i32
        %18 = arith.select %17, %c2143289344_i32_7, %16 : i32
        %19 = arith.extsi %18 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %20 = arith.muli %arg3, %c1000003_i64_8 : i64
        %21 = arith.addi %20, %19 : i64
        scf.yield %21 : i64
      }
      scf.yield %14 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c20_2 = arith.constant 20 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %7 = scf.for %arg0 = %c0_0 to %c20_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %14 = memref.load %1#1[%arg0] : memref<20xf32>
      %15 = arith.bitcast %14 : f32 to i32
      %16 = arith.cmpf uno, %14, %14 : f32
      %c2143289344_i32_7 = arith.constant 2143289344 : i32
      %17 = arith.select %16, %c2143289344_i32_7, %15 : i32
      %18 = arith.extsi %17 : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %19 = arith.muli %arg1, %c1000003_i64_8 : i64
      %20 = arith.addi %19, %18 : i64
      scf.yield %20 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %5 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %10 = arith.muli %9, %c1000003_i64_5 : i64
    %11 = arith.addi %10, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_6 : i64
    %13 = arith.addi %12, %7 : i64
    vector.print %13 : i64
    return
  }
}
