// Piece 0 of Integration/Dialect/Vector/CPU/ArmSME/load-store-128-bit-tile.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["print_i8s"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/ArmSME/load-store-128-bit-tile.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5544110754414246583, "skipped": {"test_load_store_zaq0": "scalable", "vector_copy_i128": "scalable"}, "smith_version": "0.1.0"}
module {
  func.func @print_i8s(%arg0: memref<?xi8>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    scf.for %arg2 = %c0 to %arg1 step %c16 {
      %c0_0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_0 : memref<?xi8>
      %c16_1 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %0 = arith.subi %c16_1, %c1 : index
      %1 = arith.subi %dim, %0 : index
      %c1_2 = arith.constant 1 : index
      %2 = arith.maxsi %1, %c1_2 : index
      %3 = arith.remui %arg2, %2 : index
      %4 = vector.load %arg0[%3] : memref<?xi8>, vector<16xi8>
      vector.print %4 : vector<16xi8>
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) -> memref<?xi8> {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3) : memref<?xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<?xi8>)
    %c-2_i8 = arith.constant -2 : i8
    linalg.fill ins(%c-2_i8 : i8) outs(%alloc : memref<?xi8>)
    call @print_i8s(%alloc, %arg0) : (memref<?xi8>, index) -> ()
    return %alloc : memref<?xi8>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c2) : (index) -> memref<?xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?xi8>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xi8>
      %5 = arith.extsi %4 : i8 to i64
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
