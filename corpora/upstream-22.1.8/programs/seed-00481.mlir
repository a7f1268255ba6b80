// Piece 1 of Dialect/Affine/loop-tiling.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["loop_max_min_bound"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-tiling.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 986016488223310962, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<()[s0] -> (0, s0)>
#map1 = affine_map<()[s0, s1] -> (s0, 4096 floordiv s1)>
module {
  func.func @loop_max_min_bound(%arg0: memref<?xi32>, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xi32>
    affine.for %arg3 = max #map()[%arg1] to min #map1()[%dim, %arg2] {
      %0 = arith.addi %arg3, %arg3 : index
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> memref<?xi32> {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3) : memref<?xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<?xi32>)
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    linalg.fill ins(%c-2147483648_i32 : i32) outs(%alloc : memref<?xi32>)
    call @loop_max_min_bound(%alloc, %arg0, %arg1) : (memref<?xi32>, index, index) -> ()
    return %alloc : memref<?xi32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c2, %c3) : (index, index) -> memref<?xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xi32>
      %5 = arith.extsi %4 : i32 to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %6 = arith.muli %arg1, %c1000003_i64_2 : i64
      %7 = arith.addi %6, %5 : i64
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
