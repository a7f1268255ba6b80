// Piece 0 of Dialect/MemRef/int-range-inference.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dim_const"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/int-range-inference.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2921201611856859277, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dim_const(%arg0: memref<3x5xi32>) -> index {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<3x5xi32>
    return %dim : index
  }
  func.func @smith_harness_0() -> (index, memref<3x5xi32>) {
    %alloc = memref.alloc() : memref<3x5xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<3x5xi32>)
    %c-14_i32 = arith.constant -14 : i32
    linalg.fill ins(%c-14_i32 : i32) outs(%alloc : memref<3x5xi32>)
    %0 = call @dim_const(%alloc) : (memref<3x5xi32>) -> index
    return %0, %alloc : index, memref<3x5xi32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (index, memref<3x5xi32>)
    %1 = arith.index_cast %0#0 : index to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<3x5xi32>
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_2 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_1 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
