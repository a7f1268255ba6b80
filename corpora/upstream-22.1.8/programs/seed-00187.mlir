// Piece 17 of Conversion/MemRefToLLVM/memref-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["atomic_rmw_with_offset"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/memref-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 17, "release": "22.1.8"}, "seed": 4634790504003323372, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @atomic_rmw_with_offset(%arg0: memref<10xi32, strided<[1], offset: 5>>, %arg1: i32, %arg2: index) {
    %0 = memref.atomic_rmw andi %arg1, %arg0[%arg2] : (i32, memref<10xi32, strided<[1], offset: 5>>) -> i32
    return
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: index) -> memref<15xi32> {
    %alloc = memref.alloc() : memref<15xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<15xi32>)
    %c-441438496_i32 = arith.constant -441438496 : i32
    linalg.fill ins(%c-441438496_i32 : i32) outs(%alloc : memref<15xi32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [5], sizes: [10], strides: [1] : memref<15xi32> to memref<10xi32, strided<[1], offset: 5>>
    call @atomic_rmw_with_offset(%reinterpret_cast, %arg0, %arg1) : (memref<10xi32, strided<[1], offset: 5>>, i32, index) -> ()
    return %alloc : memref<15xi32>
  }
  func.func @main() {
    %c-504045128_i32 = arith.constant -504045128 : i32
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c-504045128_i32, %c2) : (i32, index) -> memref<15xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c15 = arith.constant 15 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c15 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<15xi32>
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
