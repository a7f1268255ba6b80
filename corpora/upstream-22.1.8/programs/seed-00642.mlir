// Piece 0 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["memref_cast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6934684720830440248, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @memref_cast(%arg0: index, %arg1: index) -> memref<?x?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %alloc = memref.alloc(%arg1) : memref<?xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<?xi8>)
    %view = memref.view %alloc[%c0][] : memref<?xi8> to memref<16x16xf32>
    %cast = memref.cast %view : memref<16x16xf32> to memref<?x?xf32>
    linalg.matmul ins(%cast, %cast : memref<?x?xf32>, memref<?x?xf32>) outs(%cast : memref<?x?xf32>)
    return %cast : memref<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> memref<?x?xf32> {
    %0 = call @memref_cast(%arg0, %arg1) : (index, index) -> memref<?x?xf32>
    return %0 : memref<?x?xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c2, %c3) : (index, index) -> memref<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0, %c1_1 : memref<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<?x?xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_4 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
