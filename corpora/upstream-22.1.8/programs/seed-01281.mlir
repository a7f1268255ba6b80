// Piece 0 of Dialect/Vector/vector-sink.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["broadcast_scalar_with_bcast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-sink.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5647712951077194352, "skipped": {"broadcast_scalar_with_bcast_scalable": "scalable"}, "smith_version": "0.1.0"}
module {
  func.func @broadcast_scalar_with_bcast(%arg0: index, %arg1: index) -> vector<1x4xindex> {
    %0 = vector.broadcast %arg0 : index to vector<1x4xindex>
    %1 = vector.broadcast %arg1 : index to vector<1x4xindex>
    %2 = arith.addi %0, %1 : vector<1x4xindex>
    return %2 : vector<1x4xindex>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> vector<1x4xindex> {
    %0 = call @broadcast_scalar_with_bcast(%arg0, %arg1) : (index, index) -> vector<1x4xindex>
    return %0 : vector<1x4xindex>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c0, %c3) : (index, index) -> vector<1x4xindex>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : index from vector<1x4xindex>
    %2 = arith.index_cast %1 : index to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[0, 1] : index from vector<1x4xindex>
    %6 = arith.index_cast %5 : index to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[0, 2] : index from vector<1x4xindex>
    %10 = arith.index_cast %9 : index to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[0, 3] : index from vector<1x4xindex>
    %14 = arith.index_cast %13 : index to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %16 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %17 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %18 = arith.addi %17, %16 : i64
    vector.print %18 : i64
    return
  }
}
