// Piece 1 of Dialect/Async/async-parallel-for-async-dispatch.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["loop_2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Async/async-parallel-for-async-dispatch.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 532301204145126574, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @loop_2d(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>) {
    scf.parallel (%arg7, %arg8) = (%arg0, %arg3) to (%arg1, %arg4) step (%arg2, %arg5) {
      %cst = arith.constant 1.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg6, %c0 : memref<?x?xf32>
      %0 = arith.remui %arg7, %dim : index
      %c1 = arith.constant 1 : index
      %dim_0 = memref.dim %arg6, %c1 : memref<?x?xf32>
      %1 = arith.remui %arg8, %dim_0 : index
      memref.store %cst, %arg6[%0, %1] : memref<?x?xf32>
      scf.reduce 
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> memref<?x?xf32> {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1, %c1) : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %cst_0 = arith.constant 1.100000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?xf32>)
    call @loop_2d(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %alloc) : (index, index, index, index, index, index, memref<?x?xf32>) -> ()
    return %alloc : memref<?x?xf32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c1, %c0, %c0_0, %c0_1, %c1_2, %c2) : (index, index, index, index, index, index) -> memref<?x?xf32>
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_5 : memref<?x?xf32>
    %c1_6 = arith.constant 1 : index
    %dim_7 = memref.dim %0, %c1_6 : memref<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_3 to %dim step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_3 to %dim_7 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<?x?xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_9 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_9 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
