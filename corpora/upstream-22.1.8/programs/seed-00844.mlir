// Piece 7 of Dialect/MemRef/flatten_memref.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["load_vector_from_memref_dynamic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/flatten_memref.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 8740477749511132548, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @load_vector_from_memref_dynamic(%arg0: memref<3x7xi2>, %arg1: index, %arg2: index) -> vector<3xi2> {
    %c3 = arith.constant 3 : index
    %0 = arith.remui %arg2, %c3 : index
    %c7 = arith.constant 7 : index
    %c5 = arith.constant 5 : index
    %1 = arith.remui %arg1, %c5 : index
    %2 = vector.load %arg0[%0, %1] : memref<3x7xi2>, vector<3xi2>
    return %2 : vector<3xi2>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> (vector<3xi2>, memref<3x7xi2>) {
    %alloc = memref.alloc() : memref<3x7xi2>
    %c0_i2 = arith.constant 0 : i2
    linalg.fill ins(%c0_i2 : i2) outs(%alloc : memref<3x7xi2>)
    %c-2_i2 = arith.constant -2 : i2
    linalg.fill ins(%c-2_i2 : i2) outs(%alloc : memref<3x7xi2>)
    %0 = call @load_vector_from_memref_dynamic(%alloc, %arg0, %arg1) : (memref<3x7xi2>, index, index) -> vector<3xi2>
    return %0, %alloc : vector<3xi2>, memref<3x7xi2>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %0:2 = call @smith_harness_0(%c2, %c0) : (index, index) -> (vector<3xi2>, memref<3x7xi2>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : i2 from vector<3xi2>
    %2 = arith.extsi %1 : i2 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0#0[1] : i2 from vector<3xi2>
    %6 = arith.extsi %5 : i2 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0#0[2] : i2 from vector<3xi2>
    %10 = arith.extsi %9 : i2 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %13 = scf.for %arg0 = %c0_2 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %18 = scf.for %arg2 = %c0_2 to %c7 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %19 = memref.load %0#1[%arg0, %arg2] : memref<3x7xi2>
        %20 = arith.extsi %19 : i2 to i64
        %c1000003_i64_7 = arith.constant 1000003 : i64
        %21 = arith.muli %arg3, %c1000003_i64_7 : i64
        %22 = arith.addi %21, %20 : i64
        scf.yield %22 : i64
      }
      scf.yield %18 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %12 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %14 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64_5 : i64
    %15 = arith.addi %14, %12 : i64
    vector.print %13 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_6 : i64
    %17 = arith.addi %16, %13 : i64
    vector.print %17 : i64
    return
  }
}
