// Piece 16 of Conversion/MemRefToLLVM/convert-static-memref-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["memref.reshape_index"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/convert-static-memref-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 2110163263468695926, "skipped": {"memref_memory_space_cast": "memory space"}, "smith_version": "0.1.0"}
module {
  func.func @memref.reshape_index(%arg0: memref<?x?xi32>, %arg1: memref<1xindex>) -> memref<?xi32> {
    %reshape = memref.reshape %arg0(%arg1) : (memref<?x?xi32>, memref<1xindex>) -> memref<?xi32>
    return %reshape : memref<?xi32>
  }
  func.func @memref_memory_space_cast(%arg0: memref<?xf32>) -> memref<?xf32, 1> {
    %memspacecast = memref.memory_space_cast %arg0 : memref<?xf32> to memref<?xf32, 1>
    return %memspacecast : memref<?xf32, 1>
  }
  func.func @smith_harness_0() -> (memref<?xi32>, memref<?x?xi32>, memref<1xindex>) {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1, %c1) : memref<?x?xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<?x?xi32>)
    %c-6_i32 = arith.constant -6 : i32
    linalg.fill ins(%c-6_i32 : i32) outs(%alloc : memref<?x?xi32>)
    %alloc_0 = memref.alloc() : memref<1xindex>
    %c0 = arith.constant 0 : index
    linalg.fill ins(%c0 : index) outs(%alloc_0 : memref<1xindex>)
    %c2 = arith.constant 2 : index
    linalg.fill ins(%c2 : index) outs(%alloc_0 : memref<1xindex>)
    %0 = call @memref.reshape_index(%alloc, %alloc_0) : (memref<?x?xi32>, memref<1xindex>) -> memref<?xi32>
    return %0, %alloc, %alloc_0 : memref<?xi32>, memref<?x?xi32>, memref<1xindex>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<?xi32>, memref<?x?xi32>, memref<1xindex>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = memref.load %0#0[%arg0] : memref<?xi32>
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_15 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_15 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim_4 = memref.dim %0#1, %c0_3 : memref<?x?xi32>
    %c1_5 = arith.constant 1 : index
    %dim_6 = memref.dim %0#1, %c1_5 : memref<?x?xi32>
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %dim_4 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %10 = scf.for %arg2 = %c0_1 to %dim_6 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#1[%arg0, %arg2] : memref<?x?xi32>
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_15 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_15 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %10 : i64
    }
    %c0_8 = arith.constant 0 : index
    %c1_9 = arith.constant 1 : index
    %c1_10 = arith.constant 1 : index
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_8 to %c1_10 step %c1_9 iter_args(%arg1 = %c-3750763034362895579_i64_11) -> (i64) {
      %10 = memref.load %0#2[%arg0] : memref<1xindex>
      %11 = arith.index_cast %10 : index to i64
      %c1000003_i64_15 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_15 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_12, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_13 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_14 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
