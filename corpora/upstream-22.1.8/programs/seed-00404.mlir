// Piece 22 of Dialect/Affine/SuperVectorize/vectorize_1d.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vec_non_vecdim_reductions"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/SuperVectorize/vectorize_1d.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 22, "release": "22.1.8"}, "seed": 5654408585693973099, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vec_non_vecdim_reductions(%arg0: memref<128x256xf32>, %arg1: memref<128x256xi32>, %arg2: memref<256xf32>, %arg3: memref<256xi32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %c1_i32 = arith.constant 1 : i32
    affine.for %arg4 = 0 to 256 {
      %0:2 = affine.for %arg5 = 0 to 128 iter_args(%arg6 = %cst, %arg7 = %c1_i32) -> (f32, i32) {
        %1 = affine.load %arg0[%arg5 mod 128, %arg4 mod 256] : memref<128x256xf32>
        %2 = arith.addf %arg6, %1 : f32
        %3 = affine.load %arg1[%arg5 mod 128, %arg4 mod 256] : memref<128x256xi32>
        %4 = arith.muli %arg7, %3 : i32
        affine.yield %2, %4 : f32, i32
      }
      affine.store %0#0, %arg2[%arg4 mod 256] : memref<256xf32>
      affine.store %0#1, %arg3[%arg4 mod 256] : memref<256xi32>
    }
    return
  }
  func.func @smith_harness_0() -> (memref<128x256xf32>, memref<128x256xi32>, memref<256xf32>, memref<256xi32>) {
    %alloc = memref.alloc() : memref<128x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<128x256xf32>)
    %cst_0 = arith.constant -6.19826256E-4 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<128x256xf32>)
    %alloc_1 = memref.alloc() : memref<128x256xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc_1 : memref<128x256xi32>)
    %c-252075132_i32 = arith.constant -252075132 : i32
    linalg.fill ins(%c-252075132_i32 : i32) outs(%alloc_1 : memref<128x256xi32>)
    %alloc_2 = memref.alloc() : memref<256xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<256xf32>)
    %cst_4 = arith.constant -1.125000e+01 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<256xf32>)
    %alloc_5 = memref.alloc() : memref<256xi32>
    %c0_i32_6 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_6 : i32) outs(%alloc_5 : memref<256xi32>)
    %c-684188465_i32 = arith.constant -684188465 : i32
    linalg.fill ins(%c-684188465_i32 : i32) outs(%alloc_5 : memref<256xi32>)
    call @vec_non_vecdim_reductions(%alloc, %alloc_1, %alloc_2, %alloc_5) : (memref<128x256xf32>, memref<128x256xi32>, memref<256xf32>, memref<256xi32>) -> ()
    return %alloc, %alloc_1, %alloc_2, %alloc_5 : memref<128x256xf32>, memref<128x256xi32>, memref<256xf32>, memref<256xi32>
  }
  func.func @main() {
    %0:4 = call @smith_harness_0() : () -> (memref<128x256xf32>, memref<128x256xi32>, memref<256xf32>, memref<256xi32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c128 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %13 = scf.for %arg2 = %c0 to %c256 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = memref.load %0#0[%arg0, %arg2] : memref<128x256xf32>
        %15 = arith.bitcast %14 : f32 to i32
        %16 = arith.cmpf uno, %14, %14 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %17 = arith.select %16, %c2143289344_i32, %15 : i32
        %18 = arith.extsi %17 : i32 to i64
        %c1000003_i64_17 = arith.constant 1000003 : i64
        %19 = arith.muli %arg3, %c1000003_i64_17 : i64
        %20 = arith.addi %19, %18 : i64
        scf.yield %20 : i64
      }
      scf.yield %13 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c128_2 = arith.constant 128 : index
    %c256_3 = arith.constant 256 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c128_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %13 = scf.for %arg2 = %c0_0 to %c256_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = memref.load %0#1[%arg0, %arg2] : memref<128x256xi32>
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_17 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_17 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %13 : i64
    }
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c256_7 = arith.constant 256 : index
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_5 to %c256_7 step %c1_6 iter_args(%arg1 = %c-3750763034362895579_i64_8) -> (i64) {
      %13 = memref.load %0#2[%arg0] : memref<256xf32>
      %14 = arith.bitcast %13 : f32 to i32
      %15 = arith.cmpf uno, %13, %13 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %16 = arith.select %15, %c2143289344_i32, %14 : i32
      %17 = arith.extsi %16 : i32 to i64
      %c1000003_i64_17 = arith.constant 1000003 : i64
      %18 = arith.muli %arg1, %c1000003_i64_17 : i64
      %19 = arith.addi %18, %17 : i64
      scf.yield %19 : i64
    }
    %c0_9 = arith.constant 0 : index
    %c1_10 = arith.constant 1 : index
    %c256_11 = arith.constant 256 : index
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    %4 = scf.for %arg0 = %c0_9 to %c256_11 step %c1_10 iter_args(%arg1 = %c-3750763034362895579_i64_12) -> (i64) {
      %13 = memref.load %0#3[%arg0] : memref<256xi32>
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_17 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_17 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_13, %c1000003_i64 : i64
    %6 = arith.addi %5, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_14 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_15 : i64
    %10 = arith.addi %9, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_16 : i64
    %12 = arith.addi %11, %4 : i64
    vector.print %12 : i64
    return
  }
}
