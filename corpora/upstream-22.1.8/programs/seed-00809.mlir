// Piece 0 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["collapse_shape_identity_fold"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7414312888781767648, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @collapse_shape_identity_fold(%arg0: memref<5xi8>) -> memref<5xi8> {
    %collapse_shape = memref.collapse_shape %arg0 [[0]] : memref<5xi8> into memref<5xi8>
    return %collapse_shape : memref<5xi8>
  }
  func.func @smith_harness_0() -> (memref<5xi8>, memref<5xi8>) {
    %alloc = memref.alloc() : memref<5xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<5xi8>)
    %c12_i8 = arith.constant 12 : i8
    linalg.fill ins(%c12_i8 : i8) outs(%alloc : memref<5xi8>)
    %0 = call @collapse_shape_identity_fold(%alloc) : (memref<5xi8>) -> memref<5xi8>
    return %0, %alloc : memref<5xi8>, memref<5xi8>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<5xi8>, memref<5xi8>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c5 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<5xi8>
      %8 = arith.extsi %7 : i8 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_6 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c5_2 = arith.constant 5 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c5_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<5xi8>
      %8 = arith.extsi %7 : i8 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_6 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_5 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
