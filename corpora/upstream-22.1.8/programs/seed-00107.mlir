// Piece 1 of Conversion/FuncToLLVM/func-memref.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["check_strided_memref_arguments"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/FuncToLLVM/func-memref.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 8776665574470853915, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0 * 20 + d1 + 1)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 + 1)>
module {
  func.func @check_strided_memref_arguments(%arg0: memref<10x20xf32, #map>, %arg1: memref<?x?xf32, #map1>, %arg2: memref<10x?xf32, #map1>) {
    return
  }
  func.func @smith_harness_0() -> (memref<201xf32>, memref<17xf32>, memref<41xf32>) {
    %alloc = memref.alloc() : memref<201xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<201xf32>)
    %cst_0 = arith.constant 1.075000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<201xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [1], sizes: [10, 20], strides: [20, 1] : memref<201xf32> to memref<10x20xf32, #map>
    %c4 = arith.constant 4 : index
    %c4_1 = arith.constant 4 : index
    %alloc_2 = memref.alloc() : memref<17xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<17xf32>)
    %cst_4 = arith.constant 7.750000e+00 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<17xf32>)
    %reinterpret_cast_5 = memref.reinterpret_cast %alloc_2 to offset: [1], sizes: [%c4, %c4], strides: [%c4_1, 1] : memref<17xf32> to memref<?x?xf32, #map1>
    %c4_6 = arith.constant 4 : index
    %c4_7 = arith.constant 4 : index
    %alloc_8 = memref.alloc() : memref<41xf32>
    %cst_9 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_9 : f32) outs(%alloc_8 : memref<41xf32>)
    %cst_10 = arith.constant 1.000000e+00 : f32
    linalg.fill ins(%cst_10 : f32) outs(%alloc_8 : memref<41xf32>)
    %reinterpret_cast_11 = memref.reinterpret_cast %alloc_8 to offset: [1], sizes: [10, %c4_6], strides: [%c4_7, 1] : memref<41xf32> to memref<10x?xf32, #map1>
    call @check_strided_memref_arguments(%reinterpret_cast, %reinterpret_cast_5, %reinterpret_cast_11) : (memref<10x20xf32, #map>, memref<?x?xf32, #map1>, memref<10x?xf32, #map1>) -> ()
    return %alloc, %alloc_2, %alloc_8 : memref<201xf32>, memref<17xf32>, memref<41xf32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<201xf32>, memref<17xf32>, memref<41xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c201 = arith.constant 201 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c201 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = memref.load %0#0[%arg0] : memref<201xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_9 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c17 = arith.constant 17 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c17 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_2) -> (i64) {
      %10 = memref.load %0#1[%arg0] : memref<17xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_9 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c41 = arith.constant 41 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_3 to %c41 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %10 = memref.load %0#2[%arg0] : memref<41xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_9 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_7 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_8 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
