// Piece 21 of Dialect/Bufferization/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dealloc_canonicalize_duplicates"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 21, "release": "22.1.8"}, "seed": 1852114306175187798, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dealloc_canonicalize_duplicates(%arg0: memref<2xi32>, %arg1: i1, %arg2: i1, %arg3: memref<2xi32>, %arg4: memref<2xi32>, %arg5: memref<2xi32>) -> (i1, i1, i1) {
    %0:3 = bufferization.dealloc (%arg4, %arg0, %arg0 : memref<2xi32>, memref<2xi32>, memref<2xi32>) if (%arg1, %arg1, %arg1) retain (%arg3, %arg5, %arg3 : memref<2xi32>, memref<2xi32>, memref<2xi32>)
    bufferization.dealloc (%arg0, %arg0 : memref<2xi32>, memref<2xi32>) if (%arg1, %arg2)
    return %0#0, %0#1, %0#2 : i1, i1, i1
  }
  func.func @smith_harness_0(%arg0: i1, %arg1: i1) -> (i1, i1, i1, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>) {
    %alloc = memref.alloc() : memref<2xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<2xi32>)
    %c-7_i32 = arith.constant -7 : i32
    linalg.fill ins(%c-7_i32 : i32) outs(%alloc : memref<2xi32>)
    %alloc_0 = memref.alloc() : memref<2xi32>
    %c0_i32_1 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_1 : i32) outs(%alloc_0 : memref<2xi32>)
    %c8_i32 = arith.constant 8 : i32
    linalg.fill ins(%c8_i32 : i32) outs(%alloc_0 : memref<2xi32>)
    %alloc_2 = memref.alloc() : memref<2xi32>
    %c0_i32_3 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_3 : i32) outs(%alloc_2 : memref<2xi32>)
    %c-2147483647_i32 = arith.constant -2147483647 : i32
    linalg.fill ins(%c-2147483647_i32 : i32) outs(%alloc_2 : memref<2xi32>)
    %alloc_4 = memref.alloc() : memref<2xi32>
    %c0_i32_5 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_5 : i32) outs(%alloc_4 : memref<2xi32>)
    %c-7_i32_6 = arith.constant -7 : i32
    linalg.fill ins(%c-7_i32_6 : i32) outs(%alloc_4 : memref<2xi32>)
    %0:3 = call @dealloc_canonicalize_duplicates(%alloc, %arg0, %arg1, %alloc_0, %alloc_2, %alloc_4) : (memref<2xi32>, i1, i1, memref<2xi32>, memref<2xi32>, memref<2xi32>) -> (i1, i1, i1)
    return %0#0, %0#1, %0#2, %alloc, %alloc_0, %alloc_2, %alloc_4 : i1, i1, i1, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>
  }
  func.func @main() {
    %false = arith.constant false
    %true = arith.constant true
    %0:7 = call @smith_harness_0(%false, %true) : (i1, i1) -> (i1, i1, i1, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>)
    %1 = arith.extui %0#0 : i1 to i64
    %2 = arith.extui %0#1 : i1 to i64
    %3 = arith.extui %0#2 : i1 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %4 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %22 = memref.load %0#3[%arg0] : memref<2xi32>
      %23 = arith.extsi %22 : i32 to i64
      %c1000003_i64_19 = arith.constant 1000003 : i64
      %24 = arith.muli %arg1, %c1000003_i64_19 : i64
      %25 = arith.addi %24, %23 : i64
      scf.yield %25 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c2_2 = arith.constant 2 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0_0 to %c2_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %22 = memref.load %0#4[%arg0] : memref<2xi32>
      %23 = arith.extsi %22 : i32 to i64
      %c1000003_i64_19 = arith.constant 1000003 : i64
      %24 = arith.muli %arg1, %c1000003_i64_19 : i64
      %25 = arith.addi %24, %23 : i64
      scf.yield %25 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c2_6 = arith.constant 2 : index
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %6 = scf.for %arg0 = %c0_4 to %c2_6 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %22 = memref.load %0#5[%arg0] : memref<2xi32>
      %23 = arith.extsi %22 : i32 to i64
      %c1000003_i64_19 = arith.constant 1000003 : i64
      %24 = arith.muli %arg1, %c1000003_i64_19 : i64
      %25 = arith.addi %24, %23 : i64
      scf.yield %25 : i64
    }
    %c0_8 = arith.constant 0 : index
    %c1_9 = arith.constant 1 : index
    %c2_10 = arith.constant 2 : index
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    %7 = scf.for %arg0 = %c0_8 to %c2_10 step %c1_9 iter_args(%arg1 = %c-3750763034362895579_i64_11) -> (i64) {
      %22 = memref.load %0#6[%arg0] : memref<2xi32>
      %23 = arith.extsi %22 : i32 to i64
      %c1000003_i64_19 = arith.constant 1000003 : i64
      %24 = arith.muli %arg1, %c1000003_i64_19 : i64
      %25 = arith.addi %24, %23 : i64
      scf.yield %25 : i64
    }
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64_12, %c1000003_i64 : i64
    %9 = arith.addi %8, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %10 = arith.muli %9, %c1000003_i64_13 : i64
    %11 = arith.addi %10, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_14 : i64
    %13 = arith.addi %12, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_15 : i64
    %15 = arith.addi %14, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_16 : i64
    %17 = arith.addi %16, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %18 = arith.muli %17, %c1000003_i64_17 : i64
    %19 = arith.addi %18, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_18 = arith.constant 1000003 : i64
    %20 = arith.muli %19, %c1000003_i64_18 : i64
    %21 = arith.addi %20, %7 : i64
    vector.print %21 : i64
    return
  }
}
