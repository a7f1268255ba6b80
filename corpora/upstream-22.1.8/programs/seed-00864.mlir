// Piece 37 of Dialect/MemRef/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_vector_store_expand_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 37, "release": "22.1.8"}, "seed": 7855862316483350687, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_vector_store_expand_shape(%arg0: memref<32xf32>, %arg1: index, %arg2: vector<8xf32>) {
    %c0 = arith.constant 0 : index
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
    %c4 = arith.constant 4 : index
    %0 = arith.remui %arg1, %c4 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    vector.store %arg2, %expand_shape[%0, %c0] {nontemporal = true} : memref<4x8xf32>, vector<8xf32>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: vector<8xf32>) -> memref<32xf32> {
    %alloc = memref.alloc() : memref<32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<32xf32>)
    %cst_0 = arith.constant -3.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<32xf32>)
    call @fold_vector_store_expand_shape(%alloc, %arg0, %arg1) : (memref<32xf32>, index, vector<8xf32>) -> ()
    return %alloc : memref<32xf32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %cst = arith.constant dense<[-1.250000e+00, 7.750000e+00, 1.225000e+01, 7.500000e-01, -0.000000e+00, 2.750000e+00, -3.500000e+00, -6.000000e+00]> : vector<8xf32>
    %0 = call @smith_harness_0(%c3, %cst) : (index, vector<8xf32>) -> memref<32xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c32 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<32xf32>
      %5 = arith.bitcast %4 : f32 to i32
      %6 = arith.cmpf uno, %4, %4 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %7 = arith.select %6, %c2143289344_i32, %5 : i32
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_1 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
