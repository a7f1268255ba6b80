// Piece 10 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_from_create_mask_dynamic_position"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 1466058763997081626, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_from_create_mask_dynamic_position(%arg0: index, %arg1: index) -> vector<6xi1> {
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %0 = vector.create_mask %c3, %c4, %arg0 : vector<4x4x6xi1>
    %c4_0 = arith.constant 4 : index
    %1 = arith.remui %arg1, %c4_0 : index
    %2 = vector.extract %0[2, %1] : vector<6xi1> from vector<4x4x6xi1>
    return %2 : vector<6xi1>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> vector<6xi1> {
    %0 = call @extract_from_create_mask_dynamic_position(%arg0, %arg1) : (index, index) -> vector<6xi1>
    return %0 : vector<6xi1>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%c3, %c0) : (index, index) -> vector<6xi1>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i1 from vector<6xi1>
    %2 = arith.extui %1 : i1 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[1] : i1 from vector<6xi1>
    %6 = arith.extui %5 : i1 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[2] : i1 from vector<6xi1>
    %10 = arith.extui %9 : i1 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[3] : i1 from vector<6xi1>
    %14 = arith.extui %13 : i1 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[4] : i1 from vector<6xi1>
    %18 = arith.extui %17 : i1 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0[5] : i1 from vector<6xi1>
    %22 = arith.extui %21 : i1 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %24 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %25 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64_6 : i64
    %26 = arith.addi %25, %24 : i64
    vector.print %26 : i64
    return
  }
}
