// Piece 0 of Dialect/MemRef/expand-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["atomic_rmw_no_conversion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/expand-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1561616125699598543, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @atomic_rmw_no_conversion(%arg0: memref<10xf32>, %arg1: f32, %arg2: index) -> (f32, f32) {
    %0 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
    %1 = memref.atomic_rmw maximumf %arg1, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
    return %0, %1 : f32, f32
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: index) -> (f32, f32, memref<10xf32>) {
    %alloc = memref.alloc() : memref<10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10xf32>)
    %cst_0 = arith.constant -0.152749583 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<10xf32>)
    %0:2 = call @atomic_rmw_no_conversion(%alloc, %arg0, %arg1) : (memref<10xf32>, f32, index) -> (f32, f32)
    return %0#0, %0#1, %alloc : f32, f32, memref<10xf32>
  }
  func.func @main() {
    %cst = arith.constant -6.17811298 : f32
    %c2 = arith.constant 2 : index
    %0:3 = call @smith_harness_0(%cst, %c2) : (f32, index) -> (f32, f32, memref<10xf32>)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %5 = arith.bitcast %0#1 : f32 to i32
    %6 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32_0 = arith.constant 2143289344 : i32
    %7 = arith.select %6, %c2143289344_i32_0, %5 : i32
    %8 = arith.extsi %7 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %9 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %16 = memref.load %0#2[%arg0] : memref<10xf32>
      %17 = arith.bitcast %16 : f32 to i32
      %18 = arith.cmpf uno, %16, %16 : f32
      %c2143289344_i32_4 = arith.constant 2143289344 : i32
      %19 = arith.select %18, %c2143289344_i32_4, %17 : i32
      %20 = arith.extsi %19 : i32 to i64
      %c1000003_i64_5 = arith.constant 1000003 : i64
      %21 = arith.muli %arg1, %c1000003_i64_5 : i64
      %22 = arith.addi %21, %20 : i64
      scf.yield %22 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %10 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %11 = arith.addi %10, %4 : i64
    vector.print %8 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_2 : i64
    %13 = arith.addi %12, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_3 : i64
    %15 = arith.addi %14, %9 : i64
    vector.print %15 : i64
    return
  }
}
