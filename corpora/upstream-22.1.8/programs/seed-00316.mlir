// Piece 163 of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["expand_load_op_index"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 163, "release": "22.1.8"}, "seed": 8552810728877648088, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @expand_load_op_index(%arg0: memref<?xindex>, %arg1: vector<11xi1>, %arg2: vector<11xindex>) -> vector<11xindex> {
    %c0 = arith.constant 0 : index
    %0 = vector.expandload %arg0[%c0], %arg1, %arg2 : memref<?xindex>, vector<11xi1>, vector<11xindex> into vector<11xindex>
    return %0 : vector<11xindex>
  }
  func.func @smith_harness_0(%arg0: vector<11xi1>, %arg1: vector<11xindex>) -> (vector<11xindex>, memref<?xindex>) {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2) : memref<?xindex>
    %c0 = arith.constant 0 : index
    linalg.fill ins(%c0 : index) outs(%alloc : memref<?xindex>)
    %c0_0 = arith.constant 0 : index
    linalg.fill ins(%c0_0 : index) outs(%alloc : memref<?xindex>)
    %0 = call @expand_load_op_index(%alloc, %arg0, %arg1) : (memref<?xindex>, vector<11xi1>, vector<11xindex>) -> vector<11xindex>
    return %0, %alloc : vector<11xindex>, memref<?xindex>
  }
  func.func @main() {
    %cst = arith.constant dense<[false, false, false, true, true, true, false, true, true, false, false]> : vector<11xi1>
    %cst_0 = arith.constant dense<[2, 3, 0, 2, 2, 3, 3, 0, 3, 2, 1]> : vector<11xindex>
    %0:2 = call @smith_harness_0(%cst, %cst_0) : (vector<11xi1>, vector<11xindex>) -> (vector<11xindex>, memref<?xindex>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : index from vector<11xindex>
    %2 = arith.index_cast %1 : index to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0#0[1] : index from vector<11xindex>
    %6 = arith.index_cast %5 : index to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_1 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0#0[2] : index from vector<11xindex>
    %10 = arith.index_cast %9 : index to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_2 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0#0[3] : index from vector<11xindex>
    %14 = arith.index_cast %13 : index to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_3 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0#0[4] : index from vector<11xindex>
    %18 = arith.index_cast %17 : index to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_4 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0#0[5] : index from vector<11xindex>
    %22 = arith.index_cast %21 : index to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_5 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0#0[6] : index from vector<11xindex>
    %26 = arith.index_cast %25 : index to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_6 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0#0[7] : index from vector<11xindex>
    %30 = arith.index_cast %29 : index to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_7 : i64
    %32 = arith.addi %31, %30 : i64
    %33 = vector.extract %0#0[8] : index from vector<11xindex>
    %34 = arith.index_cast %33 : index to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %35 = arith.muli %32, %c1000003_i64_8 : i64
    %36 = arith.addi %35, %34 : i64
    %37 = vector.extract %0#0[9] : index from vector<11xindex>
    %38 = arith.index_cast %37 : index to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %39 = arith.muli %36, %c1000003_i64_9 : i64
    %40 = arith.addi %39, %38 : i64
    %41 = vector.extract %0#0[10] : index from vector<11xindex>
    %42 = arith.index_cast %41 : index to i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %43 = arith.muli %40, %c1000003_i64_10 : i64
    %44 = arith.addi %43, %42 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_11 = arith.constant 0 : index
    %dim = memref.dim %0#1, %c0_11 : memref<?xindex>
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    %45 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64_12) -> (i64) {
      %50 = memref.load %0#1[%arg0] : memref<?xindex>
      %51 = arith.index_cast %50 : index to i64
      %c1000003_i64_16 = arith.constant 1000003 : i64
      %52 = arith.muli %arg1, %c1000003_i64_16 : i64
      %53 = arith.addi %52, %51 : i64
      scf.yield %53 : i64
    }
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    vector.print %44 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %46 = arith.muli %c-3750763034362895579_i64_13, %c1000003_i64_14 : i64
    %47 = arith.addi %46, %44 : i64
    vector.print %45 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %48 = arith.muli %47, %c1000003_i64_15 : i64
    %49 = arith.addi %48, %45 : i64
    vector.print %49 : i64
    return
  }
}
