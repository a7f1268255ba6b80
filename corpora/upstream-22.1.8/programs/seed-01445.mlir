// Piece 2 of Transforms/constant-fold-debuginfo.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["materialize_in_front"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/constant-fold-debuginfo.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4470896674105321216, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @materialize_in_front(%arg0: memref<8xi32>) {
    affine.for %arg1 = 0 to 8 {
      %c1_i32 = arith.constant 1 : i32
      %c5_i32 = arith.constant 5 : i32
      %0 = arith.addi %c1_i32, %c5_i32 : i32
      %c8 = arith.constant 8 : index
      %1 = arith.remui %arg1, %c8 : index
      memref.store %0, %arg0[%1] : memref<8xi32>
    }
    return
  }
  func.func @smith_harness_0() -> memref<8xi32> {
    %alloc = memref.alloc() : memref<8xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<8xi32>)
    %c-6_i32 = arith.constant -6 : i32
    linalg.fill ins(%c-6_i32 : i32) outs(%alloc : memref<8xi32>)
    call @materialize_in_front(%alloc) : (memref<8xi32>) -> ()
    return %alloc : memref<8xi32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<8xi32>
      %5 = arith.extsi %4 : i32 to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %6 = arith.muli %arg1, %c1000003_i64_1 : i64
      %7 = arith.addi %6, %5 : i64
      scf.yield %7 : i64
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
