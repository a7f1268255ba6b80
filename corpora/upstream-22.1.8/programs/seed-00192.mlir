// Piece 31 of Conversion/MemRefToLLVM/memref-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["store_with_alignment"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/memref-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 31, "release": "22.1.8"}, "seed": 6436588569888333321, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @store_with_alignment(%arg0: memref<32xf32>, %arg1: f32, %arg2: index) {
    %c32 = arith.constant 32 : index
    %0 = arith.remui %arg2, %c32 : index
    memref.store %arg1, %arg0[%0] {alignment = 32 : i64} : memref<32xf32>
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: index) -> memref<32xf32> {
    %alloc = memref.alloc() : memref<32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<32xf32>)
    %cst_0 = arith.constant -1.275000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<32xf32>)
    call @store_with_alignment(%alloc, %arg0, %arg1) : (memref<32xf32>, f32, index) -> ()
    return %alloc : memref<32xf32>
  }
  func.func @main() {
    %cst = arith.constant -80.4250183 : f32
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cst, %c3) : (f32, index) -> memref<32xf32>
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
