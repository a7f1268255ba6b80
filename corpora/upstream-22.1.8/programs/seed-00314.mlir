// Piece 150 of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["gather_index"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 150, "release": "22.1.8"}, "seed": 8820910745121072501, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @gather_index(%arg0: memref<?xindex>, %arg1: vector<3xindex>, %arg2: vector<3xi1>, %arg3: vector<3xindex>) -> vector<3xindex> {
    %c0 = arith.constant 0 : index
    %0 = vector.gather %arg0[%c0] [%arg1], %arg2, %arg3 : memref<?xindex>, vector<3xindex>, vector<3xi1>, vector<3xindex> into vector<3xindex>
    return %0 : vector<3xindex>
  }
  func.func @smith_harness_0(%arg0: vector<3xindex>, %arg1: vector<3xi1>, %arg2: vector<3xindex>) -> (vector<3xindex>, memref<?xindex>) {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<?xindex>
    %c0 = arith.constant 0 : index
    linalg.fill ins(%c0 : index) outs(%alloc : memref<?xindex>)
    %c0_0 = arith.constant 0 : index
    linalg.fill ins(%c0_0 : index) outs(%alloc : memref<?xindex>)
    %0 = call @gather_index(%alloc, %arg0, %arg1, %arg2) : (memref<?xindex>, vector<3xindex>, vector<3xi1>, vector<3xindex>) -> vector<3xindex>
    return %0, %alloc : vector<3xindex>, memref<?xindex>
  }
  func.func @main() {
    %cst = arith.constant dense<[2, 3, 1]> : vector<3xindex>
    %cst_0 = arith.constant dense<false> : vector<3xi1>
    %cst_1 = arith.constant dense<[1, 2, 3]> : vector<3xindex>
    %0:2 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (vector<3xindex>, vector<3xi1>, vector<3xindex>) -> (vector<3xindex>, memref<?xindex>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : index from vector<3xindex>
    %2 = arith.index_cast %1 : index to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0#0[1] : index from vector<3xindex>
    %6 = arith.index_cast %5 : index to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_2 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0#0[2] : index from vector<3xindex>
    %10 = arith.index_cast %9 : index to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_3 : i64
    %12 = arith.addi %11, %10 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = memref.dim %0#1, %c0_4 : memref<?xindex>
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %13 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %18 = memref.load %0#1[%arg0] : memref<?xindex>
      %19 = arith.index_cast %18 : index to i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %20 = arith.muli %arg1, %c1000003_i64_9 : i64
      %21 = arith.addi %20, %19 : i64
      scf.yield %21 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %12 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %14 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64_7 : i64
    %15 = arith.addi %14, %12 : i64
    vector.print %13 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_8 : i64
    %17 = arith.addi %16, %13 : i64
    vector.print %17 : i64
    return
  }
}
