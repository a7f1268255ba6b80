// Piece 7 of Dialect/Vector/canonicalize/vector-transpose.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["negative_broadcast_transpose_square"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize/vector-transpose.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 751632397191858397, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @negative_broadcast_transpose_square(%arg0: vector<4x1xi8>) -> vector<4x4xi8> {
    %0 = vector.broadcast %arg0 : vector<4x1xi8> to vector<4x4xi8>
    %1 = vector.transpose %0, [1, 0] : vector<4x4xi8> to vector<4x4xi8>
    return %1 : vector<4x4xi8>
  }
  func.func @smith_harness_0(%arg0: vector<4x1xi8>) -> vector<4x4xi8> {
    %0 = call @negative_broadcast_transpose_square(%arg0) : (vector<4x1xi8>) -> vector<4x4xi8>
    return %0 : vector<4x4xi8>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-2], [7], [127], [0]]> : vector<4x1xi8>
    %0 = call @smith_harness_0(%cst) : (vector<4x1xi8>) -> vector<4x4xi8>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : i8 from vector<4x4xi8>
    %2 = arith.extsi %1 : i8 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[0, 1] : i8 from vector<4x4xi8>
    %6 = arith.extsi %5 : i8 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[0, 2] : i8 from vector<4x4xi8>
    %10 = arith.extsi %9 : i8 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[0, 3] : i8 from vector<4x4xi8>
    %14 = arith.extsi %13 : i8 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[1, 0] : i8 from vector<4x4xi8>
    %18 = arith.extsi %17 : i8 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0[1, 1] : i8 from vector<4x4xi8>
    %22 = arith.extsi %21 : i8 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0[1, 2] : i8 from vector<4x4xi8>
    %26 = arith.extsi %25 : i8 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0[1, 3] : i8 from vector<4x4xi8>
    %30 = arith.extsi %29 : i8 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_6 : i64
    %32 = arith.addi %31, %30 : i64
    %33 = vector.extract %0[2, 0] : i8 from vector<4x4xi8>
    %34 = arith.extsi %33 : i8 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %35 = arith.muli %32, %c1000003_i64_7 : i64
    %36 = arith.addi %35, %34 : i64
    %37 = vector.extract %0[2, 1] : i8 from vector<4x4xi8>
    %38 = arith.extsi %37 : i8 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %39 = arith.muli %36, %c1000003_i64_8 : i64
    %40 = arith.addi %39, %38 : i64
    %41 = vector.extract %0[2, 2] : i8 from vector<4x4xi8>
    %42 = arith.extsi %41 : i8 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %43 = arith.muli %40, %c1000003_i64_9 : i64
    %44 = arith.addi %43, %42 : i64
    %45 = vector.extract %0[2, 3] : i8 from vector<4x4xi8>
    %46 = arith.extsi %45 : i8 to i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %47 = arith.muli %44, %c1000003_i64_10 : i64
    %48 = arith.addi %47, %46 : i64
    %49 = vector.extract %0[3, 0] : i8 from vector<4x4xi8>
    %50 = arith.extsi %49 : i8 to i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %51 = arith.muli %48, %c1000003_i64_11 : i64
    %52 = arith.addi %51, %50 : i64
    %53 = vector.extract %0[3, 1] : i8 from vector<4x4xi8>
    %54 = arith.extsi %53 : i8 to i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %55 = arith.muli %52, %c1000003_i64_12 : i64
    %56 = arith.addi %55, %54 : i64
    %57 = vector.extract %0[3, 2] : i8 from vector<4x4xi8>
    %58 = arith.extsi %57 : i8 to i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %59 = arith.muli %56, %c1000003_i64_13 : i64
    %60 = arith.addi %59, %58 : i64
    %61 = vector.extract %0[3, 3] : i8 from vector<4x4xi8>
    %62 = arith.extsi %61 : i8 to i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %63 = arith.muli %60, %c1000003_i64_14 : i64
    %64 = arith.addi %63, %62 : i64
    %c-3750763034362895579_i64_15 = arith.constant -3750763034362895579 : i64
    vector.print %64 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %65 = arith.muli %c-3750763034362895579_i64_15, %c1000003_i64_16 : i64
    %66 = arith.addi %65, %64 : i64
    vector.print %66 : i64
    return
  }
}
