// Piece 93 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_view_cast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 93, "release": "22.1.8"}, "seed": 4303049050314971381, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_view_cast(%arg0: memref<128xi8>) -> memref<i32> {
    %c0 = arith.constant 0 : index
    %cast = memref.cast %arg0 : memref<128xi8> to memref<?xi8>
    %view = memref.view %cast[%c0][] : memref<?xi8> to memref<i32>
    return %view : memref<i32>
  }
  func.func @smith_harness_0() -> (memref<i32>, memref<128xi8>) {
    %alloc = memref.alloc() : memref<128xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<128xi8>)
    %c126_i8 = arith.constant 126 : i8
    linalg.fill ins(%c126_i8 : i8) outs(%alloc : memref<128xi8>)
    %0 = call @fold_view_cast(%alloc) : (memref<128xi8>) -> memref<i32>
    return %0, %alloc : memref<i32>, memref<128xi8>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<i32>, memref<128xi8>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0#0[] : memref<i32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0_0 to %c128 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_2) -> (i64) {
      %10 = memref.load %0#1[%arg0] : memref<128xi8>
      %11 = arith.extsi %10 : i8 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_6 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %7 = arith.addi %6, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_5 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %9 : i64
    return
  }
}
