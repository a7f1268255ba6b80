// Piece 14 of Dialect/MemRef/flatten_memref.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_read_memref"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/flatten_memref.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 14, "release": "22.1.8"}, "seed": 3139166008782853603, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_read_memref(%arg0: memref<4x8xi2>, %arg1: vector<8xi2>, %arg2: index, %arg3: index) -> vector<8xi2> {
    %c0_i2 = arith.constant 0 : i2
    %c4 = arith.constant 4 : index
    %0 = arith.remui %arg3, %c4 : index
    %c8 = arith.constant 8 : index
    %1 = arith.minui %arg2, %c8 : index
    %2 = vector.transfer_read %arg0[%0, %1], %c0_i2 : memref<4x8xi2>, vector<8xi2>
    return %2 : vector<8xi2>
  }
  func.func @smith_harness_0(%arg0: vector<8xi2>, %arg1: index, %arg2: index) -> (vector<8xi2>, memref<4x8xi2>) {
    %alloc = memref.alloc() : memref<4x8xi2>
    %c0_i2 = arith.constant 0 : i2
    linalg.fill ins(%c0_i2 : i2) outs(%alloc : memref<4x8xi2>)
    %c-2_i2 = arith.constant -2 : i2
    linalg.fill ins(%c-2_i2 : i2) outs(%alloc : memref<4x8xi2>)
    %0 = call @transfer_read_memref(%alloc, %arg0, %arg1, %arg2) : (memref<4x8xi2>, vector<8xi2>, index, index) -> vector<8xi2>
    return %0, %alloc : vector<8xi2>, memref<4x8xi2>
  }
  func.func @main() {
    %cst = arith.constant dense<[1, -1, -2, -1, -2, -1, 0, -2]> : vector<8xi2>
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0:2 = call @smith_harness_0(%cst, %c2, %c3) : (vector<8xi2>, index, index) -> (vector<8xi2>, memref<4x8xi2>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : i2 from vector<8xi2>
    %2 = arith.extsi %1 : i2 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0#0[1] : i2 from vector<8xi2>
    %6 = arith.extsi %5 : i2 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0#0[2] : i2 from vector<8xi2>
    %10 = arith.extsi %9 : i2 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0#0[3] : i2 from vector<8xi2>
    %14 = arith.extsi %13 : i2 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0#0[4] : i2 from vector<8xi2>
    %18 = arith.extsi %17 : i2 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0#0[5] : i2 from vector<8xi2>
    %22 = arith.extsi %21 : i2 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0#0[6] : i2 from vector<8xi2>
    %26 = arith.extsi %25 : i2 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0#0[7] : i2 from vector<8xi2>
    %30 = arith.extsi %29 : i2 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_6 : i64
    %32 = arith.addi %31, %30 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %33 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %38 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %39 = memref.load %0#1[%arg0, %arg2] : memref<4x8xi2>
        %40 = arith.extsi %39 : i2 to i64
        %c1000003_i64_11 = arith.constant 1000003 : i64
        %41 = arith.muli %arg3, %c1000003_i64_11 : i64
        %42 = arith.addi %41, %40 : i64
        scf.yield %42 : i64
      }
      scf.yield %38 : i64
    }
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    vector.print %32 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %34 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64_9 : i64
    %35 = arith.addi %34, %32 : i64
    vector.print %33 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %36 = arith.muli %35, %c1000003_i64_10 : i64
    %37 = arith.addi %36, %33 : i64
    vector.print %37 : i64
    return
  }
}
