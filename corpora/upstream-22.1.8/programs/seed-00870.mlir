// Piece 45 of Dialect/MemRef/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_vector_maskedstore_collapse_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 45, "release": "22.1.8"}, "seed": 2398426228911868449, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_vector_maskedstore_collapse_shape(%arg0: memref<4x8xf32>, %arg1: index, %arg2: vector<8xi1>, %arg3: vector<8xf32>) {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x8xf32> into memref<32xf32>
    vector.maskedstore %collapse_shape[%arg1], %arg2, %arg3 : memref<32xf32>, vector<8xi1>, vector<8xf32>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: vector<8xi1>, %arg2: vector<8xf32>) -> memref<4x8xf32> {
    %alloc = memref.alloc() : memref<4x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x8xf32>)
    %cst_0 = arith.constant 2.32086968 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4x8xf32>)
    call @fold_vector_maskedstore_collapse_shape(%alloc, %arg0, %arg1, %arg2) : (memref<4x8xf32>, index, vector<8xi1>, vector<8xf32>) -> ()
    return %alloc : memref<4x8xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %cst = arith.constant dense<[true, false, false, true, false, true, false, false]> : vector<8xi1>
    %cst_0 = arith.constant dense<[-6.276690e+01, 2.500000e+00, 1.125000e+01, 0.00113138149, -1.150000e+01, -0.0157147683, -9623.77539, -1.025000e+01]> : vector<8xf32>
    %0 = call @smith_harness_0(%c2, %cst, %cst_0) : (index, vector<8xi1>, vector<8xf32>) -> memref<4x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<4x8xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_2 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
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
