// Piece 1 of Dialect/SCF/for-loop-to-while-loop.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["nested_loop"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/for-loop-to-while-loop.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5832711517127380223, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @nested_loop(%arg0: memref<?xi32>, %arg1: index, %arg2: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %arg1 step %c1 {
      scf.for %arg4 = %c0 to %arg1 step %c1 {
        %0 = arith.addi %arg2, %arg2 : i32
        %c0_0 = arith.constant 0 : index
        %dim = memref.dim %arg0, %c0_0 : memref<?xi32>
        %1 = arith.remui %arg3, %dim : index
        memref.store %0, %arg0[%1] : memref<?xi32>
        %c0_1 = arith.constant 0 : index
        %dim_2 = memref.dim %arg0, %c0_1 : memref<?xi32>
        %2 = arith.remui %arg4, %dim_2 : index
        memref.store %0, %arg0[%2] : memref<?xi32>
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: i32) -> memref<?xi32> {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3) : memref<?xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<?xi32>)
    %c16_i32 = arith.constant 16 : i32
    linalg.fill ins(%c16_i32 : i32) outs(%alloc : memref<?xi32>)
    call @nested_loop(%alloc, %arg0, %arg1) : (memref<?xi32>, index, i32) -> ()
    return %alloc : memref<?xi32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c-9_i32 = arith.constant -9 : i32
    %0 = call @smith_harness_0(%c3, %c-9_i32) : (index, i32) -> memref<?xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xi32>
      %5 = arith.extsi %4 : i32 to i64
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
