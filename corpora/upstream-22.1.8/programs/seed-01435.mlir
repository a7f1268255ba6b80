// Piece 1 of Transforms/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["view"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 8435104257880404708, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @view(%arg0: index) -> (f32, f32, f32, f32) {
    %alloc = memref.alloc() : memref<2048xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<2048xi8>)
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %c15 = arith.constant 15 : index
    %view = memref.view %alloc[%c15][%c7, %c11] : memref<2048xi8> to memref<?x?xf32>
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %view, %c0_0 : memref<?x?xf32>
    %0 = arith.remui %c0, %dim : index
    %c1 = arith.constant 1 : index
    %dim_1 = memref.dim %view, %c1 : memref<?x?xf32>
    %1 = arith.remui %c0, %dim_1 : index
    %2 = memref.load %view[%0, %1] : memref<?x?xf32>
    %view_2 = memref.view %alloc[%c15][%arg0, %arg0, %c7] : memref<2048xi8> to memref<?x?x?xf32>
    %c0_3 = arith.constant 0 : index
    %dim_4 = memref.dim %view_2, %c0_3 : memref<?x?x?xf32>
    %3 = arith.remui %c0, %dim_4 : index
    %c1_5 = arith.constant 1 : index
    %dim_6 = memref.dim %view_2, %c1_5 : memref<?x?x?xf32>
    %4 = arith.remui %c0, %dim_6 : index
    %c2 = arith.constant 2 : index
    %dim_7 = memref.dim %view_2, %c2 : memref<?x?x?xf32>
    %5 = arith.remui %c0, %dim_7 : index
    %6 = memref.load %view_2[%3, %4, %5] : memref<?x?x?xf32>
    %view_8 = memref.view %alloc[%c15][%c7] : memref<2048xi8> to memref<?x4xf32>
    %c0_9 = arith.constant 0 : index
    %dim_10 = memref.dim %view_8, %c0_9 : memref<?x4xf32>
    %7 = arith.remui %c0, %dim_10 : index
    %c4 = arith.constant 4 : index
    %8 = memref.load %view_8[%7, %c0] : memref<?x4xf32>
    %cast = memref.cast %alloc : memref<2048xi8> to memref<?xi8>
    %view_11 = memref.view %cast[%c15][%c15, %c7] : memref<?xi8> to memref<?x?xf32>
    %c0_12 = arith.constant 0 : index
    %dim_13 = memref.dim %view_11, %c0_12 : memref<?x?xf32>
    %9 = arith.remui %c0, %dim_13 : index
    %c1_14 = arith.constant 1 : index
    %dim_15 = memref.dim %view_11, %c1_14 : memref<?x?xf32>
    %10 = arith.remui %c0, %dim_15 : index
    %11 = memref.load %view_11[%9, %10] : memref<?x?xf32>
    return %2, %6, %8, %11 : f32, f32, f32, f32
  }
  func.func @smith_harness_0(%arg0: index) -> (f32, f32, f32, f32) {
    %0:4 = call @view(%arg0) : (index) -> (f32, f32, f32, f32)
    return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %0:4 = call @smith_harness_0(%c0) : (index) -> (f32, f32, f32, f32)
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
    %9 = arith.bitcast %0#2 : f32 to i32
    %10 = arith.cmpf uno, %0#2, %0#2 : f32
    %c2143289344_i32_1 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_1, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %13 = arith.bitcast %0#3 : f32 to i32
    %14 = arith.cmpf uno, %0#3, %0#3 : f32
    %c2143289344_i32_2 = arith.constant 2143289344 : i32
    %15 = arith.select %14, %c2143289344_i32_2, %13 : i32
    %16 = arith.extsi %15 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %17 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %18 = arith.addi %17, %4 : i64
    vector.print %8 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %18, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %8 : i64
    vector.print %12 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %21 = arith.muli %20, %c1000003_i64_4 : i64
    %22 = arith.addi %21, %12 : i64
    vector.print %16 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %23 = arith.muli %22, %c1000003_i64_5 : i64
    %24 = arith.addi %23, %16 : i64
    vector.print %24 : i64
    return
  }
}
