// Piece 0 of Integration/Dialect/MemRef/load-runtime-verification.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["load", "load_dynamic", "load_nd_dynamic", "main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/MemRef/load-runtime-verification.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6118442672218452620, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @load(%arg0: memref<1xf32>, %arg1: index) {
    %c1 = arith.constant 1 : index
    %0 = arith.remui %arg1, %c1 : index
    %1 = memref.load %arg0[%0] : memref<1xf32>
    return
  }
  func.func @load_dynamic(%arg0: memref<?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %0 = arith.remui %arg1, %dim : index
    %1 = memref.load %arg0[%0] : memref<?xf32>
    return
  }
  func.func @load_nd_dynamic(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
    %0 = arith.remui %arg1, %dim : index
    %c1 = arith.constant 1 : index
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
    %1 = arith.remui %arg2, %dim_0 : index
    %c2 = arith.constant 2 : index
    %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
    %2 = arith.remui %arg3, %dim_1 : index
    %3 = memref.load %arg0[%0, %1, %2] : memref<?x?x?xf32>
    return
  }
  func.func @main_0() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c2 = arith.constant 2 : index
    %alloca = memref.alloca() : memref<1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloca : memref<1xf32>)
    %alloc = memref.alloc(%c1) : memref<?xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    %alloc_1 = memref.alloc(%c2, %c2, %c2) : memref<?x?x?xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<?x?x?xf32>)
    call @load(%alloca, %c1) : (memref<1xf32>, index) -> ()
    call @load_dynamic(%alloc, %c1) : (memref<?xf32>, index) -> ()
    call @load_nd_dynamic(%alloc_1, %c1, %c-1, %c0) : (memref<?x?x?xf32>, index, index, index) -> ()
    call @load(%alloca, %c0) : (memref<1xf32>, index) -> ()
    call @load_dynamic(%alloc, %c0) : (memref<?xf32>, index) -> ()
    call @load_nd_dynamic(%alloc_1, %c1, %c1, %c0) : (memref<?x?x?xf32>, index, index, index) -> ()
    memref.dealloc %alloc : memref<?xf32>
    memref.dealloc %alloc_1 : memref<?x?x?xf32>
    return
  }
  func.func @smith_harness_0(%arg0: index) -> memref<1xf32> {
    %alloc = memref.alloc() : memref<1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1xf32>)
    %cst_0 = arith.constant -1.075000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<1xf32>)
    call @load(%alloc, %arg0) : (memref<1xf32>, index) -> ()
    return %alloc : memref<1xf32>
  }
  func.func @smith_harness_1(%arg0: index) -> memref<?xf32> {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant -1.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    call @load_dynamic(%alloc, %arg0) : (memref<?xf32>, index) -> ()
    return %alloc : memref<?xf32>
  }
  func.func @smith_harness_2(%arg0: index, %arg1: index, %arg2: index) -> memref<?x?x?xf32> {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3, %c3, %c3) : memref<?x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?x?xf32>)
    %cst_0 = arith.constant -4.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?x?xf32>)
    call @load_nd_dynamic(%alloc, %arg0, %arg1, %arg2) : (memref<?x?x?xf32>, index, index, index) -> ()
    return %alloc : memref<?x?x?xf32>
  }
  func.func @smith_harness_3() {
    call @main_0() : () -> ()
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c3) : (index) -> memref<1xf32>
    %c1 = arith.constant 1 : index
    %1 = call @smith_harness_1(%c1) : (index) -> memref<?xf32>
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3_1 = arith.constant 3 : index
    %2 = call @smith_harness_2(%c1_0, %c2, %c3_1) : (index, index, index) -> memref<?x?x?xf32>
    call @smith_harness_3() : () -> ()
    %c0 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0 to %c1_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %12 = memref.load %0[%arg0] : memref<1xf32>
      %13 = arith.bitcast %12 : f32 to i32
      %14 = arith.cmpf uno, %12, %12 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %15 = arith.select %14, %c2143289344_i32, %13 : i32
      %16 = arith.extsi %15 : i32 to i64
      %c1000003_i64_20 = arith.constant 1000003 : i64
      %17 = arith.muli %arg1, %c1000003_i64_20 : i64
      %18 = arith.addi %17, %16 : i64
      scf.yield %18 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c0_6 = arith.constant 0 : index
    %dim = memref.dim %1, %c0_6 : memref<?xf32>
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %4 = scf.for %arg0 = %c0_4 to %dim step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %12 = memref.load %1[%arg0] : memref<?xf32>
      %13 = arith.bitcast %12 : f32 to i32
      %14 = arith.cmpf uno, %12, %12 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %15 = arith.select %14, %c2143289344_i32, %13 : i32
      %16 = arith.extsi %15 : i32 to i64
      %c1000003_i64_20 = arith.constant 1000003 : i64
      %17 = arith.muli %arg1, %c1000003_i64_20 : i64
      %18 = arith.addi %17, %16 : i64
      scf.yield %18 : i64
    }
    %c0_8 = arith.constant 0 : index
    %c1_9 = arith.constant 1 : index
    %c0_10 = arith.constant 0 : index
    %dim_11 = memref.dim %2, %c0_10 : memref<?x?x?xf32>
    %c1_12 = arith.constant 1 : index
    %dim_13 = memref.dim %2, %c1_12 : memref<?x?x?xf32>
    %c2_14 = arith.constant 2 : index
    %dim_15 = memref.dim %2, %c2_14 : memref<?x?x?xf32>
    %c-3750763034362895579_i64_16 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0_8 to %dim_11 step %c1_9 iter_args(%arg1 = %c-3750763034362895579_i64_16) -> (i64) {
      %12 = scf.for %arg2 = %c0_8 to %dim_13 step %c1_9 iter_args(%arg3 = %arg1) -> (i64) {
        %13 = scf.for %arg4 = %c0_8 to %dim_15 step %c1_9 iter_args(%arg5 = %arg3) -> (i64) {
          %14 = memref.load %2[%arg0, %arg2, %arg4] : memref<?x?x?xf32>
          %15 = arith.bitcast %14 : f32 to i32
          %16 = arith.cmpf uno, %14, %14 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %17 = arith.select %16, %c2143289344_i32, %15 : i32
          %18 = arith.extsi %17 : i32 to i64
          %c1000003_i64_20 = arith.constant 1000003 : i64
          %19 = arith.muli %arg5, %c1000003_i64_20 : i64
          %20 = arith.addi %19, %18 : i64
          scf.yield %20 : i64
        }
        scf.yield %13 : i64
      }
      scf.yield %12 : i64
    }
    %c-3750763034362895579_i64_17 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_17, %c1000003_i64 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_18 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_18 : i64
    %9 = arith.addi %8, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %10 = arith.muli %9, %c1000003_i64_19 : i64
    %11 = arith.addi %10, %5 : i64
    vector.print %11 : i64
    return
  }
}
