// Piece 3 of Dialect/Affine/loop-tiling-parametric.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tile_loop_with_div_in_upper_bound"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-tiling-parametric.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 3693987889695380994, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<()[s0, s1] -> (s0, 4096 floordiv s1)>
module {
  func.func @tile_loop_with_div_in_upper_bound(%arg0: index, %arg1: memref<?xi32>, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg1, %c0 : memref<?xi32>
    affine.for %arg4 = 0 to min #map()[%dim, %arg3] {
      %0 = arith.addi %arg4, %arg4 : index
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> memref<?xi32> {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3) : memref<?xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<?xi32>)
    %c12_i32 = arith.constant 12 : i32
    linalg.fill ins(%c12_i32 : i32) outs(%alloc : memref<?xi32>)
    call @tile_loop_with_div_in_upper_bound(%arg0, %alloc, %arg1, %arg2) : (index, memref<?xi32>, index, index) -> ()
    return %alloc : memref<?xi32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%c2, %c3, %c0) : (index, index, index) -> memref<?xi32>
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_1 : memref<?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xi32>
      %5 = arith.extsi %4 : i32 to i64
      %c1000003_i64_3 = arith.constant 1000003 : i64
      %6 = arith.muli %arg1, %c1000003_i64_3 : i64
      %7 = arith.addi %6, %5 : i64
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
