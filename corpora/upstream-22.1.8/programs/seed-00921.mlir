// Piece 0 of Dialect/SCF/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["single_iteration_some"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3938814773403069053, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @single_iteration_some(%arg0: memref<?x?x?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c10 = arith.constant 10 : index
    scf.parallel (%arg1, %arg2, %arg3) = (%c0, %c3, %c7) to (%c1, %c6, %c10) step (%c1, %c2, %c3) {
      %c42_i32 = arith.constant 42 : i32
      %c0_0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_0 : memref<?x?x?xi32>
      %0 = arith.remui %arg1, %dim : index
      %c1_1 = arith.constant 1 : index
      %dim_2 = memref.dim %arg0, %c1_1 : memref<?x?x?xi32>
      %1 = arith.remui %arg2, %dim_2 : index
      %c2_3 = arith.constant 2 : index
      %dim_4 = memref.dim %arg0, %c2_3 : memref<?x?x?xi32>
      %2 = arith.remui %arg3, %dim_4 : index
      memref.store %c42_i32, %arg0[%0, %1, %2] : memref<?x?x?xi32>
      scf.reduce 
    }
    return
  }
  func.func @smith_harness_0() -> memref<?x?x?xi32> {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3, %c3, %c3) : memref<?x?x?xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<?x?x?xi32>)
    %c-16_i32 = arith.constant -16 : i32
    linalg.fill ins(%c-16_i32 : i32) outs(%alloc : memref<?x?x?xi32>)
    call @single_iteration_some(%alloc) : (memref<?x?x?xi32>) -> ()
    return %alloc : memref<?x?x?xi32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<?x?x?xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?x?x?xi32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0, %c1_1 : memref<?x?x?xi32>
    %c2 = arith.constant 2 : index
    %dim_3 = memref.dim %0, %c2 : memref<?x?x?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = memref.load %0[%arg0, %arg2, %arg4] : memref<?x?x?xi32>
          %7 = arith.extsi %6 : i32 to i64
          %c1000003_i64_5 = arith.constant 1000003 : i64
          %8 = arith.muli %arg5, %c1000003_i64_5 : i64
          %9 = arith.addi %8, %7 : i64
          scf.yield %9 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
