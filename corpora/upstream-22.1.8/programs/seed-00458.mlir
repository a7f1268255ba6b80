// Piece 1 of Dialect/Affine/loop-fusion-3.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["mul_add_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-3.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2099150845137311063, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @mul_add_0(%arg0: memref<3x4xf32>, %arg1: memref<4x3xf32>, %arg2: memref<3x3xf32>, %arg3: memref<3x3xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<3x3xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<3x3xf32>)
    affine.for %arg4 = 0 to 3 {
      affine.for %arg5 = 0 to 3 {
        affine.store %cst, %alloc[(%arg4 mod 4294967296) mod 3, (%arg5 mod 4294967296) mod 3] : memref<3x3xf32>
      }
    }
    affine.for %arg4 = 0 to 3 {
      affine.for %arg5 = 0 to 3 {
        affine.for %arg6 = 0 to 4 {
          %0 = affine.load %arg1[%arg6 mod 4, (%arg5 mod 4294967296) mod 3] : memref<4x3xf32>
          %1 = affine.load %arg0[(%arg4 mod 4294967296) mod 3, %arg6 mod 4] : memref<3x4xf32>
          %2 = arith.mulf %1, %0 : f32
          %3 = affine.load %alloc[(%arg4 mod 4294967296) mod 3, (%arg5 mod 4294967296) mod 3] : memref<3x3xf32>
          %4 = arith.addf %3, %2 : f32
          affine.store %4, %alloc[(%arg4 mod 4294967296) mod 3, (%arg5 mod 4294967296) mod 3] : memref<3x3xf32>
        }
      }
    }
    affine.for %arg4 = 0 to 3 {
      affine.for %arg5 = 0 to 3 {
        %0 = affine.load %arg2[(%arg4 mod 4294967296) mod 3, (%arg5 mod 4294967296) mod 3] : memref<3x3xf32>
        %1 = affine.load %alloc[(%arg4 mod 4294967296) mod 3, (%arg5 mod 4294967296) mod 3] : memref<3x3xf32>
        %2 = arith.addf %1, %0 : f32
        affine.store %2, %arg3[(%arg4 mod 4294967296) mod 3, (%arg5 mod 4294967296) mod 3] : memref<3x3xf32>
      }
    }
    return
  }
  func.func @smith_harness_0() -> (memref<3x4xf32>, memref<4x3xf32>, memref<3x3xf32>, memref<3x3xf32>) {
    %alloc = memref.alloc() : memref<3x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<3x4xf32>)
    %cst_0 = arith.constant 1.100000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<3x4xf32>)
    %alloc_1 = memref.alloc() : memref<4x3xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<4x3xf32>)
    %cst_3 = arith.constant 1.250000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<4x3xf32>)
    %alloc_4 = memref.alloc() : memref<3x3xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_5 : f32) outs(%alloc_4 : memref<3x3xf32>)
    %cst_6 = arith.constant -1.475000e+01 : f32
    linalg.fill ins(%cst_6 : f32) outs(%alloc_4 : memref<3x3xf32>)
    %alloc_7 = memref.alloc() : memref<3x3xf32>
    %cst_8 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_8 : f32) outs(%alloc_7 : memref<3x3xf32>)
    %cst_9 = arith.constant 9.750000e+00 : f32
    linalg.fill ins(%cst_9 : f32) outs(%alloc_7 : memref<3x3xf32>)
    call @mul_add_0(%alloc, %alloc_1, %alloc_4, %alloc_7) : (memref<3x4xf32>, memref<4x3xf32>, memref<3x3xf32>, memref<3x3xf32>) -> ()
    return %alloc, %alloc_1, %alloc_4, %alloc_7 : memref<3x4xf32>, memref<4x3xf32>, memref<3x3xf32>, memref<3x3xf32>
  }
  func.func @main() {
    %0:4 = call @smith_harness_0() : () -> (memref<3x4xf32>, memref<4x3xf32>, memref<3x3xf32>, memref<3x3xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %13 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = memref.load %0#0[%arg0, %arg2] : memref<3x4xf32>
        %15 = arith.bitcast %14 : f32 to i32
        %16 = arith.cmpf uno, %14, %14 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %17 = arith.select %16, %c2143289344_i32, %15 : i32
        %18 = arith.extsi %17 : i32 to i64
        %c1000003_i64_19 = arith.constant 1000003 : i64
        %19 = arith.muli %arg3, %c1000003_i64_19 : i64
        %20 = arith.addi %19, %18 : i64
        scf.yield %20 : i64
      }
      scf.yield %13 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c4_2 = arith.constant 4 : index
    %c3_3 = arith.constant 3 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c4_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %13 = scf.for %arg2 = %c0_0 to %c3_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = memref.load %0#1[%arg0, %arg2] : memref<4x3xf32>
        %15 = arith.bitcast %14 : f32 to i32
        %16 = arith.cmpf uno, %14, %14 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %17 = arith.select %16, %c2143289344_i32, %15 : i32
        %18 = arith.extsi %17 : i32 to i64
        %c1000003_i64_19 = arith.constant 1000003 : i64
        %19 = arith.muli %arg3, %c1000003_i64_19 : i64
        %20 = arith.addi %19, %18 : i64
        scf.yield %20 : i64
      }
      scf.yield %13 : i64
    }
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c3_7 = arith.constant 3 : index
    %c3_8 = arith.constant 3 : index
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_5 to %c3_7 step %c1_6 iter_args(%arg1 = %c-3750763034362895579_i64_9) -> (i64) {
      %13 = scf.for %arg2 = %c0_5 to %c3_8 step %c1_6 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = memref.load %0#2[%arg0, %arg2] : memref<3x3xf32>
        %15 = arith.bitcast %14 : f32 to i32
        %16 = arith.cmpf uno, %14, %14 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %17 = arith.select %16, %c2143289344_i32, %15 : i32
        %18 = arith.extsi %17 : i32 to i64
        %c1000003_i64_19 = arith.constant 1000003 : i64
        %19 = arith.muli %arg3, %c1000003_i64_19 : i64
        %20 = arith.addi %19, %18 : i64
        scf.yield %20 : i64
      }
      scf.yield %13 : i64
    }
    %c0_10 = arith.constant 0 : index
    %c1_11 = arith.constant 1 : index
    %c3_12 = arith.constant 3 : index
    %c3_13 = arith.constant 3 : index
    %c-3750763034362895579_i64_14 = arith.constant -3750763034362895579 : i64
    %4 = scf.for %arg0 = %c0_10 to %c3_12 step %c1_11 iter_args(%arg1 = %c-3750763034362895579_i64_14) -> (i64) {
      %13 = scf.for %arg2 = %c0_10 to %c3_13 step %c1_11 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = memref.load %0#3[%arg0, %arg2] : memref<3x3xf32>
        %15 = arith.bitcast %14 : f32 to i32
        %16 = arith.cmpf uno, %14, %14 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %17 = arith.select %16, %c2143289344_i32, %15 : i32
        %18 = arith.extsi %17 : i32 to i64
        %c1000003_i64_19 = arith.constant 1000003 : i64
        %19 = arith.muli %arg3, %c1000003_i64_19 : i64
        %20 = arith.addi %19, %18 : i64
        scf.yield %20 : i64
      }
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_15 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_15, %c1000003_i64 : i64
    %6 = arith.addi %5, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_16 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_17 : i64
    %10 = arith.addi %9, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_18 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_18 : i64
    %12 = arith.addi %11, %4 : i64
    vector.print %12 : i64
    return
  }
}
