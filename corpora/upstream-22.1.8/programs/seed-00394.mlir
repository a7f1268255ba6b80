// Piece 0 of Dialect/AMX/side-effects.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["do_not_fold_tiles"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/AMX/side-effects.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 498387699814619761, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @do_not_fold_tiles(%arg0: memref<2x32x32xbf16>, %arg1: memref<2x16x32xbf16>) -> memref<16x32xf32> {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %alloca = memref.alloca() : memref<16x32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloca : memref<16x32xf32>)
    %0 = amx.tile_zero : !amx.tile<16x16xf32>
    %1 = amx.tile_zero : !amx.tile<16x16xf32>
    %2:2 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %0, %arg4 = %1) -> (!amx.tile<16x16xf32>, !amx.tile<16x16xf32>) {
      %3 = amx.tile_load %arg0[%arg2, %c0, %c0] : memref<2x32x32xbf16> into !amx.tile<16x32xbf16>
      %4 = amx.tile_load %arg0[%arg2, %c16, %c0] : memref<2x32x32xbf16> into !amx.tile<16x32xbf16>
      %5 = amx.tile_load %arg1[%arg2, %c0, %c0] : memref<2x16x32xbf16> into !amx.tile<16x32xbf16>
      %6 = amx.tile_load %arg1[%arg2, %c0, %c0] : memref<2x16x32xbf16> into !amx.tile<16x32xbf16>
      %7 = amx.tile_mulf %3, %5, %arg3 : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
      %8 = amx.tile_mulf %4, %6, %arg4 : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
      scf.yield %7, %8 : !amx.tile<16x16xf32>, !amx.tile<16x16xf32>
    }
    amx.tile_store %alloca[%c0, %c0], %2#0 : memref<16x32xf32>, !amx.tile<16x16xf32>
    amx.tile_store %alloca[%c0, %c16], %2#1 : memref<16x32xf32>, !amx.tile<16x16xf32>
    return %alloca : memref<16x32xf32>
  }
  func.func @smith_harness_0() -> (memref<16x32xf32>, memref<2x32x32xbf16>, memref<2x16x32xbf16>) {
    %alloc = memref.alloc() : memref<2x32x32xbf16>
    %cst = arith.constant 0.000000e+00 : bf16
    linalg.fill ins(%cst : bf16) outs(%alloc : memref<2x32x32xbf16>)
    %cst_0 = arith.constant 9.000000e+00 : bf16
    linalg.fill ins(%cst_0 : bf16) outs(%alloc : memref<2x32x32xbf16>)
    %alloc_1 = memref.alloc() : memref<2x16x32xbf16>
    %cst_2 = arith.constant 0.000000e+00 : bf16
    linalg.fill ins(%cst_2 : bf16) outs(%alloc_1 : memref<2x16x32xbf16>)
    %cst_3 = arith.constant -1.600000e+01 : bf16
    linalg.fill ins(%cst_3 : bf16) outs(%alloc_1 : memref<2x16x32xbf16>)
    %0 = call @do_not_fold_tiles(%alloc, %alloc_1) : (memref<2x32x32xbf16>, memref<2x16x32xbf16>) -> memref<16x32xf32>
    return %0, %alloc, %alloc_1 : memref<16x32xf32>, memref<2x32x32xbf16>, memref<2x16x32xbf16>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<16x32xf32>, memref<2x32x32xbf16>, memref<2x16x32xbf16>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c16 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %c32 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#0[%arg0, %arg2] : memref<16x32xf32>
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
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32_2 = arith.constant 32 : index
    %c32_3 = arith.constant 32 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %10 = scf.for %arg2 = %c0_0 to %c32_2 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_0 to %c32_3 step %c1_1 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = memref.load %0#1[%arg0, %arg2, %arg4] : memref<2x32x32xbf16>
          %13 = arith.bitcast %12 : bf16 to i16
          %14 = arith.cmpf uno, %12, %12 : bf16
          %c32704_i16 = arith.constant 32704 : i16
          %15 = arith.select %14, %c32704_i16, %13 : i16
          %16 = arith.extsi %15 : i16 to i64
          %c1000003_i64_14 = arith.constant 1000003 : i64
          %17 = arith.muli %arg5, %c1000003_i64_14 : i64
          %18 = arith.addi %17, %16 : i64
          scf.yield %18 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c2_7 = arith.constant 2 : index
    %c16_8 = arith.constant 16 : index
    %c32_9 = arith.constant 32 : index
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_5 to %c2_7 step %c1_6 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %10 = scf.for %arg2 = %c0_5 to %c16_8 step %c1_6 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_5 to %c32_9 step %c1_6 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = memref.load %0#2[%arg0, %arg2, %arg4] : memref<2x16x32xbf16>
          %13 = arith.bitcast %12 : bf16 to i16
          %14 = arith.cmpf uno, %12, %12 : bf16
          %c32704_i16 = arith.constant 32704 : i16
          %15 = arith.select %14, %c32704_i16, %13 : i16
          %16 = arith.extsi %15 : i16 to i64
          %c1000003_i64_14 = arith.constant 1000003 : i64
          %17 = arith.muli %arg5, %c1000003_i64_14 : i64
          %18 = arith.addi %17, %16 : i64
          scf.yield %18 : i64
        }
        scf.yield %11 : i64
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
