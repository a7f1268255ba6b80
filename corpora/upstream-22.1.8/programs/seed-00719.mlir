// Piece 0 of Dialect/Linalg/generalize-named-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["generalize_matmul_buffer"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/generalize-named-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2330305398084604963, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @generalize_matmul_buffer(%arg0: memref<16x8xf32>, %arg1: memref<8x32xf32>, %arg2: memref<16x32xf32>) {
    linalg.matmul ins(%arg0, %arg1 : memref<16x8xf32>, memref<8x32xf32>) outs(%arg2 : memref<16x32xf32>)
    return
  }
  func.func @smith_harness_0() -> (memref<16x8xf32>, memref<8x32xf32>, memref<16x32xf32>) {
    %alloc = memref.alloc() : memref<16x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<16x8xf32>)
    %cst_0 = arith.constant -5.000000e-01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<16x8xf32>)
    %alloc_1 = memref.alloc() : memref<8x32xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<8x32xf32>)
    %cst_3 = arith.constant -3.250000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<8x32xf32>)
    %alloc_4 = memref.alloc() : memref<16x32xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_5 : f32) outs(%alloc_4 : memref<16x32xf32>)
    %cst_6 = arith.constant -5369.99512 : f32
    linalg.fill ins(%cst_6 : f32) outs(%alloc_4 : memref<16x32xf32>)
    call @generalize_matmul_buffer(%alloc, %alloc_1, %alloc_4) : (memref<16x8xf32>, memref<8x32xf32>, memref<16x32xf32>) -> ()
    return %alloc, %alloc_1, %alloc_4 : memref<16x8xf32>, memref<8x32xf32>, memref<16x32xf32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<16x8xf32>, memref<8x32xf32>, memref<16x32xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c16 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#0[%arg0, %arg2] : memref<16x8xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_12 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c8_2 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c8_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %10 = scf.for %arg2 = %c0_0 to %c32 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#1[%arg0, %arg2] : memref<8x32xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_12 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c16_6 = arith.constant 16 : index
    %c32_7 = arith.constant 32 : index
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_4 to %c16_6 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_8) -> (i64) {
      %10 = scf.for %arg2 = %c0_4 to %c32_7 step %c1_5 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#2[%arg0, %arg2] : memref<16x32xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_12 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_10 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_11 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
