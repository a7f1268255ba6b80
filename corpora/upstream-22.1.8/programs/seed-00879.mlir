// Piece 3 of Dialect/MemRef/ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["atomic_rmw", "generic_atomic_rmw"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 5107150682427446556, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @atomic_rmw(%arg0: memref<10xf32>, %arg1: f32, %arg2: index) {
    %0 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
    return
  }
  func.func @generic_atomic_rmw(%arg0: memref<1x2xf32>, %arg1: index, %arg2: index) {
    %0 = memref.generic_atomic_rmw %arg0[%arg1, %arg2] : memref<1x2xf32> {
    ^bb0(%arg3: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %1 = arith.addf %cst, %arg3 : f32
      memref.atomic_yield %1 : f32
    } {index_attr = 8 : index}
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: index) -> memref<10xf32> {
    %alloc = memref.alloc() : memref<10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10xf32>)
    %cst_0 = arith.constant -1.750000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<10xf32>)
    call @atomic_rmw(%alloc, %arg0, %arg1) : (memref<10xf32>, f32, index) -> ()
    return %alloc : memref<10xf32>
  }
  func.func @smith_harness_1(%arg0: index, %arg1: index) -> memref<1x2xf32> {
    %alloc = memref.alloc() : memref<1x2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x2xf32>)
    %cst_0 = arith.constant -6.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<1x2xf32>)
    call @generic_atomic_rmw(%alloc, %arg0, %arg1) : (memref<1x2xf32>, index, index) -> ()
    return %alloc : memref<1x2xf32>
  }
  func.func @main() {
    %cst = arith.constant 0.400760949 : f32
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cst, %c0) : (f32, index) -> memref<10xf32>
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %1 = call @smith_harness_1(%c3, %c1) : (index, index) -> memref<1x2xf32>
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c10 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = memref.load %0[%arg0] : memref<10xf32>
      %9 = arith.bitcast %8 : f32 to i32
      %10 = arith.cmpf uno, %8, %8 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %11 = arith.select %10, %c2143289344_i32, %9 : i32
      %12 = arith.extsi %11 : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %13 = arith.muli %arg1, %c1000003_i64_8 : i64
      %14 = arith.addi %13, %12 : i64
      scf.yield %14 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_2 to %c1_4 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %8 = scf.for %arg2 = %c0_2 to %c2 step %c1_3 iter_args(%arg3 = %arg1) -> (i64) {
        %9 = memref.load %1[%arg0, %arg2] : memref<1x2xf32>
        %10 = arith.bitcast %9 : f32 to i32
        %11 = arith.cmpf uno, %9, %9 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %12 = arith.select %11, %c2143289344_i32, %10 : i32
        %13 = arith.extsi %12 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %14 = arith.muli %arg3, %c1000003_i64_8 : i64
        %15 = arith.addi %14, %13 : i64
        scf.yield %15 : i64
      }
      scf.yield %8 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_7 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
