// Piece 0 of Conversion/VectorToLLVM/vector-scalable-memcpy.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_scalable_memcopy"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-scalable-memcpy.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7993282907700100073, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_scalable_memcopy(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %vscale = vector.vscale
    %c4_vscale = arith.muli %c4, %vscale : index
    scf.for %arg3 = %c0 to %arg2 step %c4_vscale {
      %c0_0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
      %vscale_1 = vector.vscale
      %c4_2 = arith.constant 4 : index
      %c4_vscale_3 = arith.muli %vscale_1, %c4_2 : index
      %c1 = arith.constant 1 : index
      %0 = arith.subi %c4_vscale_3, %c1 : index
      %1 = arith.subi %dim, %0 : index
      %c1_4 = arith.constant 1 : index
      %2 = arith.maxsi %1, %c1_4 : index
      %3 = arith.remui %arg3, %2 : index
      %4 = vector.load %arg0[%3] : memref<?xf32>, vector<[4]xf32>
      %c0_5 = arith.constant 0 : index
      %dim_6 = memref.dim %arg1, %c0_5 : memref<?xf32>
      %vscale_7 = vector.vscale
      %c4_8 = arith.constant 4 : index
      %c4_vscale_9 = arith.muli %vscale_7, %c4_8 : index
      %c1_10 = arith.constant 1 : index
      %5 = arith.subi %c4_vscale_9, %c1_10 : index
      %6 = arith.subi %dim_6, %5 : index
      %c1_11 = arith.constant 1 : index
      %7 = arith.maxsi %6, %c1_11 : index
      %8 = arith.remui %arg3, %7 : index
      vector.store %4, %arg1[%8] : memref<?xf32>, vector<[4]xf32>
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) -> (memref<?xf32>, memref<?xf32>) {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant 8.250000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    %c2_1 = arith.constant 2 : index
    %alloc_2 = memref.alloc(%c2_1) : memref<?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?xf32>)
    %cst_4 = arith.constant 9.250000e+00 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<?xf32>)
    call @vector_scalable_memcopy(%alloc, %alloc_2, %arg0) : (memref<?xf32>, memref<?xf32>, index) -> ()
    return %alloc, %alloc_2 : memref<?xf32>, memref<?xf32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %0:2 = call @smith_harness_0(%c1) : (index) -> (memref<?xf32>, memref<?xf32>)
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_1 : memref<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<?xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_9 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim_5 = memref.dim %0#1, %c0_4 : memref<?xf32>
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %dim_5 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<?xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_9 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_8 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
