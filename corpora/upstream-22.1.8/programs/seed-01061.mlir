// Piece 157 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dim_out_of_bounds"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 157, "release": "22.1.8"}, "seed": 1617091596636176587, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dim_out_of_bounds() -> vector<7xi32> {
    %c1 = arith.constant 1 : index
    %idx28 = index.constant 28
    %c29 = arith.constant 29 : index
    %0 = bufferization.alloc_tensor(%c29) : tensor<?xi16>
    %c0_i16 = arith.constant 0 : i16
    %1 = linalg.fill ins(%c0_i16 : i16) outs(%0 : tensor<?xi16>) -> tensor<?xi16>
    %c1_0 = arith.constant 1 : index
    %2 = arith.remui %idx28, %c1_0 : index
    %dim = tensor.dim %1, %2 : tensor<?xi16>
    %alloc = memref.alloc(%c29) : memref<?x26x2xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<?x26x2xi32>)
    %3 = affine.vector_load %alloc[%c1, %c1, %dim] : memref<?x26x2xi32>, vector<7xi32>
    return %3 : vector<7xi32>
  }
  func.func @smith_harness_0() -> vector<7xi32> {
    %0 = call @dim_out_of_bounds() : () -> vector<7xi32>
    return %0 : vector<7xi32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> vector<7xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i32 from vector<7xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[1] : i32 from vector<7xi32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[2] : i32 from vector<7xi32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[3] : i32 from vector<7xi32>
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[4] : i32 from vector<7xi32>
    %18 = arith.extsi %17 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0[5] : i32 from vector<7xi32>
    %22 = arith.extsi %21 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0[6] : i32 from vector<7xi32>
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %28 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %29 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64_7 : i64
    %30 = arith.addi %29, %28 : i64
    vector.print %30 : i64
    return
  }
}
