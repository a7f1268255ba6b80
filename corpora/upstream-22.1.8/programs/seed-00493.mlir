// Piece 7 of Dialect/Affine/pipeline-data-transfer.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["live_out_use"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/pipeline-data-transfer.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 5874009707597401039, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @live_out_use(%arg0: memref<512x32xf32>) -> f32 {
    %c32 = arith.constant 32 : index
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<32x32xf32, 2>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<32x32xf32, 2>)
    %alloc_0 = memref.alloc() : memref<1xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc_0 : memref<1xi32>)
    affine.for %arg1 = 0 to 16 {
      affine.dma_start %arg0[%c0, %c0], %alloc[%c0, %c0], %alloc_0[%c0], %c512 : memref<512x32xf32>, memref<32x32xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_0[%c0], %c512 : memref<1xi32>
    }
    %0 = affine.load %alloc[%c0 mod 32, %c0 mod 32] : memref<32x32xf32, 2>
    memref.dealloc %alloc_0 : memref<1xi32>
    memref.dealloc %alloc : memref<32x32xf32, 2>
    return %0 : f32
  }
  func.func @smith_harness_0() -> (f32, memref<512x32xf32>) {
    %alloc = memref.alloc() : memref<512x32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<512x32xf32>)
    %cst_0 = arith.constant -0.00984708406 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<512x32xf32>)
    %0 = call @live_out_use(%alloc) : (memref<512x32xf32>) -> f32
    return %0, %alloc : f32, memref<512x32xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (f32, memref<512x32xf32>)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0 to %c512 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %c32 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#1[%arg0, %arg2] : memref<512x32xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32_2 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32_2, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_3 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %7 = arith.addi %6, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_1 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %9 : i64
    return
  }
}
