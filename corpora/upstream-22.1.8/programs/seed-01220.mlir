// Piece 251 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["contiguous_scatter_const_mask"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 251, "release": "22.1.8"}, "seed": 397591049400347330, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @contiguous_scatter_const_mask(%arg0: memref<?xf32>, %arg1: vector<16xf32>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>
    %0 = vector.constant_mask [16] : vector<16xi1>
    vector.scatter %arg0[%c0] [%cst], %0, %arg1 : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<16xf32>) -> memref<?xf32> {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant 0.380653262 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    call @contiguous_scatter_const_mask(%alloc, %arg0) : (memref<?xf32>, vector<16xf32>) -> ()
    return %alloc : memref<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.050000e+01, -0.000000e+00, 0x7F800000, 1.025000e+01, 1.000000e+01, 0.45414418, -0.0202699583, 6.500000e+00, 0.639219165, -5.500000e+00, 0x7FC00000, 1.000000e+00, 4.000000e+00, -0.00843818393, 7.60087776, -9.71004772]> : vector<16xf32>
    %0 = call @smith_harness_0(%cst) : (vector<16xf32>) -> memref<?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xf32>
      %5 = arith.bitcast %4 : f32 to i32
      %6 = arith.cmpf uno, %4, %4 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %7 = arith.select %6, %c2143289344_i32, %5 : i32
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_2 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
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
