// Piece 47 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["collapse_after_memref_cast_type_change_dynamic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 47, "release": "22.1.8"}, "seed": 2092963150292466603, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @collapse_after_memref_cast_type_change_dynamic(%arg0: memref<1x1x1x?xi64>) -> memref<?x?xi64> {
    %cast = memref.cast %arg0 : memref<1x1x1x?xi64> to memref<1x1x?x?xi64>
    %collapse_shape = memref.collapse_shape %cast [[0, 1, 2], [3]] : memref<1x1x?x?xi64> into memref<?x?xi64>
    return %collapse_shape : memref<?x?xi64>
  }
  func.func @smith_harness_0() -> (memref<?x?xi64>, memref<1x1x1x?xi64>) {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<1x1x1x?xi64>
    %c0_i64 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64 : i64) outs(%alloc : memref<1x1x1x?xi64>)
    %c14_i64 = arith.constant 14 : i64
    linalg.fill ins(%c14_i64 : i64) outs(%alloc : memref<1x1x1x?xi64>)
    %0 = call @collapse_after_memref_cast_type_change_dynamic(%alloc) : (memref<1x1x1x?xi64>) -> memref<?x?xi64>
    return %0, %alloc : memref<?x?xi64>, memref<1x1x1x?xi64>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<?x?xi64>, memref<1x1x1x?xi64>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?x?xi64>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0#0, %c1_1 : memref<?x?xi64>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<?x?xi64>
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_12 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %7 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c1_6 = arith.constant 1 : index
    %c1_7 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %dim_8 = memref.dim %0#1, %c3 : memref<1x1x1x?xi64>
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %c1_5 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_9) -> (i64) {
      %7 = scf.for %arg2 = %c0_3 to %c1_6 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_3 to %c1_7 step %c1_4 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0_3 to %dim_8 step %c1_4 iter_args(%arg7 = %arg5) -> (i64) {
            %10 = memref.load %0#1[%arg0, %arg2, %arg4, %arg6] : memref<1x1x1x?xi64>
            %c1000003_i64_12 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_12 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_11 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
