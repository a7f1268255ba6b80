// Piece 1 of Conversion/VectorToLLVM/vector-xfer-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_read_write_index_1d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-xfer-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 8388826157797032436, "skipped": {"transfer_read_write_index_1d_scalable": "scalable"}, "smith_version": "0.1.0"}
module {
  func.func @transfer_read_write_index_1d(%arg0: memref<?xindex>, %arg1: index) -> vector<17xindex> {
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xindex>
    %0 = arith.minui %arg1, %dim : index
    %1 = vector.transfer_read %arg0[%0], %c7 : memref<?xindex>, vector<17xindex>
    %c0_0 = arith.constant 0 : index
    %dim_1 = memref.dim %arg0, %c0_0 : memref<?xindex>
    %2 = arith.minui %arg1, %dim_1 : index
    vector.transfer_write %1, %arg0[%2] : vector<17xindex>, memref<?xindex>
    return %1 : vector<17xindex>
  }
  func.func @smith_harness_0(%arg0: index) -> (vector<17xindex>, memref<?xindex>) {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?xindex>
    %c0 = arith.constant 0 : index
    linalg.fill ins(%c0 : index) outs(%alloc : memref<?xindex>)
    %c0_0 = arith.constant 0 : index
    linalg.fill ins(%c0_0 : index) outs(%alloc : memref<?xindex>)
    %0 = call @transfer_read_write_index_1d(%alloc, %arg0) : (memref<?xindex>, index) -> vector<17xindex>
    return %0, %alloc : vector<17xindex>, memref<?xindex>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %0:2 = call @smith_harness_0(%c2) : (index) -> (vector<17xindex>, memref<?xindex>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : index from vector<17xindex>
    %2 = arith.index_cast %1 : index to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0#0[1] : index from vector<17xindex>
    %6 = arith.index_cast %5 : index to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0#0[2] : index from vector<17xindex>
    %10 = arith.index_cast %9 : index to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0#0[3] : index from vector<17xindex>
    %14 = arith.index_cast %13 : index to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0#0[4] : index from vector<17xindex>
    %18 = arith.index_cast %17 : index to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0#0[5] : index from vector<17xindex>
    %22 = arith.index_cast %21 : index to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0#0[6] : index from vector<17xindex>
    %26 = arith.index_cast %25 : index to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0#0[7] : index from vector<17xindex>
    %30 = arith.index_cast %29 : index to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_6 : i64
    %32 = arith.addi %31, %30 : i64
    %33 = vector.extract %0#0[8] : index from vector<17xindex>
    %34 = arith.index_cast %33 : index to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %35 = arith.muli %32, %c1000003_i64_7 : i64
    %36 = arith.addi %35, %34 : i64
    %37 = vector.extract %0#0[9] : index from vector<17xindex>
    %38 = arith.index_cast %37 : index to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %39 = arith.muli %36, %c1000003_i64_8 : i64
    %40 = arith.addi %39, %38 : i64
    %41 = vector.extract %0#0[10] : index from vector<17xindex>
    %42 = arith.index_cast %41 : index to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %43 = arith.muli %40, %c1000003_i64_9 : i64
    %44 = arith.addi %43, %42 : i64
    %45 = vector.extract %0#0[11] : index from vector<17xindex>
    %46 = arith.index_cast %45 : index to i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %47 = arith.muli %44, %c1000003_i64_10 : i64
    %48 = arith.addi %47, %46 : i64
    %49 = vector.extract %0#0[12] : index from vector<17xindex>
    %50 = arith.index_cast %49 : index to i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %51 = arith.muli %48, %c1000003_i64_11 : i64
    %52 = arith.addi %51, %50 : i64
    %53 = vector.extract %0#0[13] : index from vector<17xindex>
    %54 = arith.index_cast %53 : index to i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %55 = arith.muli %52, %c1000003_i64_12 : i64
    %56 = arith.addi %55, %54 : i64
    %57 = vector.extract %0#0[14] : index from vector<17xindex>
    %58 = arith.index_cast %57 : index to i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %59 = arith.muli %56, %c1000003_i64_13 : i64
    %60 = arith.addi %59, %58 : i64
    %61 = vector.extract %0#0[15] : index from vector<17xindex>
    %62 = arith.index_cast %61 : index to i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %63 = arith.muli %60, %c1000003_i64_14 : i64
    %64 = arith.addi %63, %62 : i64
    %65 = vector.extract %0#0[16] : index from vector<17xindex>
    %66 = arith.index_cast %65 : index to i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %67 = arith.muli %64, %c1000003_i64_15 : i64
    %68 = arith.addi %67, %66 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_16 = arith.constant 0 : index
    %dim = memref.dim %0#1, %c0_16 : memref<?xindex>
    %c-3750763034362895579_i64_17 = arith.constant -3750763034362895579 : i64
    %69 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64_17) -> (i64) {
      %74 = memref.load %0#1[%arg0] : memref<?xindex>
      %75 = arith.index_cast %74 : index to i64
      %c1000003_i64_21 = arith.constant 1000003 : i64
      %76 = arith.muli %arg1, %c1000003_i64_21 : i64
      %77 = arith.addi %76, %75 : i64
      scf.yield %77 : i64
    }
    %c-3750763034362895579_i64_18 = arith.constant -3750763034362895579 : i64
    vector.print %68 : i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %70 = arith.muli %c-3750763034362895579_i64_18, %c1000003_i64_19 : i64
    %71 = arith.addi %70, %68 : i64
    vector.print %69 : i64
    %c1000003_i64_20 = arith.constant 1000003 : i64
    %72 = arith.muli %71, %c1000003_i64_20 : i64
    %73 = arith.addi %72, %69 : i64
    vector.print %73 : i64
    return
  }
}
