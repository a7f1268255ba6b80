// Piece 14 of Dialect/Affine/loop-fusion-3.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["should_not_fuse_defining_node_has_dependence_from_source_loop"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-3.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 14, "release": "22.1.8"}, "seed": 8316358891826547466, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @should_not_fuse_defining_node_has_dependence_from_source_loop(%arg0: memref<10xf32>, %arg1: memref<f32>) {
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg2 = 0 to 10 {
      affine.store %cst, %arg1[] : memref<f32>
      affine.store %cst, %arg0[(%arg2 mod 4294967296) mod 10] : memref<10xf32>
    }
    %0 = affine.load %arg1[] : memref<f32>
    affine.for %arg2 = 0 to 10 {
      %1 = affine.load %arg0[(%arg2 mod 4294967296) mod 10] : memref<10xf32>
      %2 = arith.divf %0, %1 : f32
    }
    return
  }
  func.func @smith_harness_0() -> (memref<10xf32>, memref<f32>) {
    %alloc = memref.alloc() : memref<10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10xf32>)
    %cst_0 = arith.constant -754.899169 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<10xf32>)
    %alloc_1 = memref.alloc() : memref<f32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<f32>)
    %cst_3 = arith.constant -6.88043772E-4 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<f32>)
    call @should_not_fuse_defining_node_has_dependence_from_source_loop(%alloc, %alloc_1) : (memref<10xf32>, memref<f32>) -> ()
    return %alloc, %alloc_1 : memref<10xf32>, memref<f32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<10xf32>, memref<f32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %13 = memref.load %0#0[%arg0] : memref<10xf32>
      %14 = arith.bitcast %13 : f32 to i32
      %15 = arith.cmpf uno, %13, %13 : f32
      %c2143289344_i32_6 = arith.constant 2143289344 : i32
      %16 = arith.select %15, %c2143289344_i32_6, %14 : i32
      %17 = arith.extsi %16 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %18 = arith.muli %arg1, %c1000003_i64_7 : i64
      %19 = arith.addi %18, %17 : i64
      scf.yield %19 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %2 = memref.load %0#1[] : memref<f32>
    %3 = arith.bitcast %2 : f32 to i32
    %4 = arith.cmpf uno, %2, %2 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %5 = arith.select %4, %c2143289344_i32, %3 : i32
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %8 = arith.addi %7, %6 : i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %10 = arith.addi %9, %1 : i64
    vector.print %8 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_5 : i64
    %12 = arith.addi %11, %8 : i64
    vector.print %12 : i64
    return
  }
}
