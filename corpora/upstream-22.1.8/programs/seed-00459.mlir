// Piece 7 of Dialect/Affine/loop-fusion-3.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["should_not_fuse_since_non_affine_users"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-3.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 4170953420762477020, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @should_not_fuse_since_non_affine_users(%arg0: memref<32xf32>, %arg1: memref<32xf32>) {
    affine.for %arg2 = 0 to 32 {
      %0 = affine.load %arg0[%arg2 mod 32] : memref<32xf32>
      %1 = affine.load %arg1[%arg2 mod 32] : memref<32xf32>
      %2 = arith.addf %0, %1 : f32
      affine.store %2, %arg0[%arg2 mod 32] : memref<32xf32>
    }
    affine.for %arg2 = 0 to 32 {
      %c32 = arith.constant 32 : index
      %0 = arith.remui %arg2, %c32 : index
      %1 = memref.load %arg0[%0] : memref<32xf32>
      %c32_0 = arith.constant 32 : index
      %2 = arith.remui %arg2, %c32_0 : index
      %3 = memref.load %arg1[%2] : memref<32xf32>
      %4 = arith.subf %1, %3 : f32
      %c32_1 = arith.constant 32 : index
      %5 = arith.remui %arg2, %c32_1 : index
      memref.store %4, %arg0[%5] : memref<32xf32>
    }
    affine.for %arg2 = 0 to 32 {
      %0 = affine.load %arg0[%arg2 mod 32] : memref<32xf32>
      %1 = affine.load %arg1[%arg2 mod 32] : memref<32xf32>
      %2 = arith.mulf %0, %1 : f32
      affine.store %2, %arg0[%arg2 mod 32] : memref<32xf32>
    }
    return
  }
  func.func @smith_harness_0() -> (memref<32xf32>, memref<32xf32>) {
    %alloc = memref.alloc() : memref<32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<32xf32>)
    %cst_0 = arith.constant 6.250000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<32xf32>)
    %alloc_1 = memref.alloc() : memref<32xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<32xf32>)
    %cst_3 = arith.constant 0x7F800000 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<32xf32>)
    call @should_not_fuse_since_non_affine_users(%alloc, %alloc_1) : (memref<32xf32>, memref<32xf32>) -> ()
    return %alloc, %alloc_1 : memref<32xf32>, memref<32xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<32xf32>, memref<32xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c32 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<32xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_6 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c32_2 = arith.constant 32 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c32_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<32xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_6 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_5 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
