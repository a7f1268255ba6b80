// Piece 1 of Dialect/Vector/lower-vector-mask.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_transfer_write_on_memref"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/lower-vector-mask.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5976056969798588973, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_transfer_write_on_memref(%arg0: vector<16xf32>, %arg1: memref<?xf32>, %arg2: index, %arg3: vector<16xi1>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg1, %c0 : memref<?xf32>
    %0 = arith.minui %arg2, %dim : index
    vector.mask %arg3 { vector.transfer_write %arg0, %arg1[%0] : vector<16xf32>, memref<?xf32> } : vector<16xi1>
    return
  }
  func.func @smith_harness_0(%arg0: vector<16xf32>, %arg1: index, %arg2: vector<16xi1>) -> memref<?xf32> {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant 0x7FC00000 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    call @vector_transfer_write_on_memref(%arg0, %alloc, %arg1, %arg2) : (vector<16xf32>, memref<?xf32>, index, vector<16xi1>) -> ()
    return %alloc : memref<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[0.000000e+00, 8.13649967E-4, -1.500000e+00, -0.341348022, -0.0269929469, 0.0902104303, -1.150000e+01, -7.750000e+00, 1.100000e+01, -1.350000e+01, -4.750000e+00, 1.400000e+01, 2.750000e+00, -8.750000e+00, -5.750000e+00, 4.000000e+00]> : vector<16xf32>
    %c2 = arith.constant 2 : index
    %cst_0 = arith.constant dense<[false, false, false, false, false, true, false, false, true, true, true, true, true, true, true, true]> : vector<16xi1>
    %0 = call @smith_harness_0(%cst, %c2, %cst_0) : (vector<16xf32>, index, vector<16xi1>) -> memref<?xf32>
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
