// Piece 254 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scatter_memref_all_false"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 254, "release": "22.1.8"}, "seed": 7168499215501021552, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scatter_memref_all_false(%arg0: memref<?xf32>, %arg1: vector<16xindex>, %arg2: vector<16xf32>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<false> : vector<16xi1>
    vector.scatter %arg0[%c0] [%arg1], %cst, %arg2 : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<16xindex>, %arg1: vector<16xf32>) -> memref<?xf32> {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant -7.44458246 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    call @scatter_memref_all_false(%alloc, %arg0, %arg1) : (memref<?xf32>, vector<16xindex>, vector<16xf32>) -> ()
    return %alloc : memref<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[1, 2, 0, 1, 2, 1, 3, 0, 0, 0, 2, 2, 3, 3, 2, 1]> : vector<16xindex>
    %cst_0 = arith.constant dense<[4.750000e+00, 0.00209267577, 1.000000e+00, 3.000000e+00, 4.25403792E-4, 7.250000e+00, 1.000000e+01, -6.250000e+00, -7.750000e+00, 4.250000e+00, -9.500000e+00, -1.250000e+01, 9.97287273, -2.750000e+00, 2.82487657E-4, -0.00145313912]> : vector<16xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<16xindex>, vector<16xf32>) -> memref<?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_1 : memref<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xf32>
      %5 = arith.bitcast %4 : f32 to i32
      %6 = arith.cmpf uno, %4, %4 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %7 = arith.select %6, %c2143289344_i32, %5 : i32
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_3 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_3 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
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
