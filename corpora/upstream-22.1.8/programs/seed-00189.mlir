// Piece 23 of Conversion/MemRefToLLVM/memref-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["memref_copy_noncontiguous"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/memref-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 23, "release": "22.1.8"}, "seed": 1298952485813050330, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @memref_copy_noncontiguous(%arg0: memref<16x2xi32>, %arg1: index) {
    %alloc = memref.alloc() : memref<2x1xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<2x1xi32>)
    %c15 = arith.constant 15 : index
    %0 = arith.remui %arg1, %c15 : index
    %subview = memref.subview %arg0[%0, 0] [2, 1] [1, 1] : memref<16x2xi32> to memref<2x1xi32, strided<[2, 1], offset: ?>>
    memref.copy %subview, %alloc : memref<2x1xi32, strided<[2, 1], offset: ?>> to memref<2x1xi32>
    return
  }
  func.func @smith_harness_0(%arg0: index) -> memref<16x2xi32> {
    %alloc = memref.alloc() : memref<16x2xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<16x2xi32>)
    %c412401169_i32 = arith.constant 412401169 : i32
    linalg.fill ins(%c412401169_i32 : i32) outs(%alloc : memref<16x2xi32>)
    call @memref_copy_noncontiguous(%alloc, %arg0) : (memref<16x2xi32>, index) -> ()
    return %alloc : memref<16x2xi32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c3) : (index) -> memref<16x2xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c16 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<16x2xi32>
        %6 = arith.extsi %5 : i32 to i64
        %c1000003_i64_1 = arith.constant 1000003 : i64
        %7 = arith.muli %arg3, %c1000003_i64_1 : i64
        %8 = arith.addi %7, %6 : i64
        scf.yield %8 : i64
      }
      scf.yield %4 : i64
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
