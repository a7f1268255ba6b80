// Piece 191 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["insert_strided_1d_constant"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 191, "release": "22.1.8"}, "seed": 383707347315697039, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @insert_strided_1d_constant() -> (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>) {
    %cst = arith.constant dense<[0, 1, 2]> : vector<3xi32>
    %cst_0 = arith.constant dense<4> : vector<1xi32>
    %cst_1 = arith.constant dense<[5, 6]> : vector<2xi32>
    %cst_2 = arith.constant dense<[7, 8, 9]> : vector<3xi32>
    %0 = vector.insert_strided_slice %cst_0, %cst {offsets = [0], strides = [1]} : vector<1xi32> into vector<3xi32>
    %1 = vector.insert_strided_slice %cst_0, %cst {offsets = [2], strides = [1]} : vector<1xi32> into vector<3xi32>
    %2 = vector.insert_strided_slice %cst_1, %cst {offsets = [0], strides = [1]} : vector<2xi32> into vector<3xi32>
    %3 = vector.insert_strided_slice %cst_1, %cst {offsets = [1], strides = [1]} : vector<2xi32> into vector<3xi32>
    %4 = vector.insert_strided_slice %cst_2, %cst {offsets = [0], strides = [1]} : vector<3xi32> into vector<3xi32>
    return %0, %1, %2, %3, %4 : vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>
  }
  func.func @smith_harness_0() -> (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>) {
    %0:5 = call @insert_strided_1d_constant() : () -> (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4 : vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>
  }
  func.func @main() {
    %0:5 = call @smith_harness_0() : () -> (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : i32 from vector<3xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0#0[1] : i32 from vector<3xi32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0#0[2] : i32 from vector<3xi32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %13 = vector.extract %0#1[0] : i32 from vector<3xi32>
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %15 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0#1[1] : i32 from vector<3xi32>
    %18 = arith.extsi %17 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_4 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0#1[2] : i32 from vector<3xi32>
    %22 = arith.extsi %21 : i32 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_5 : i64
    %24 = arith.addi %23, %22 : i64
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %25 = vector.extract %0#2[0] : i32 from vector<3xi32>
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %27 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64_7 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0#2[1] : i32 from vector<3xi32>
    %30 = arith.extsi %29 : i32 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_8 : i64
    %32 = arith.addi %31, %30 : i64
    %33 = vector.extract %0#2[2] : i32 from vector<3xi32>
    %34 = arith.extsi %33 : i32 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %35 = arith.muli %32, %c1000003_i64_9 : i64
    %36 = arith.addi %35, %34 : i64
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %37 = vector.extract %0#3[0] : i32 from vector<3xi32>
    %38 = arith.extsi %37 : i32 to i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %39 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64_11 : i64
    %40 = arith.addi %39, %38 : i64
    %41 = vector.extract %0#3[1] : i32 from vector<3xi32>
    %42 = arith.extsi %41 : i32 to i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %43 = arith.muli %40, %c1000003_i64_12 : i64
    %44 = arith.addi %43, %42 : i64
    %45 = vector.extract %0#3[2] : i32 from vector<3xi32>
    %46 = arith.extsi %45 : i32 to i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %47 = arith.muli %44, %c1000003_i64_13 : i64
    %48 = arith.addi %47, %46 : i64
    %c-3750763034362895579_i64_14 = arith.constant -3750763034362895579 : i64
    %49 = vector.extract %0#4[0] : i32 from vector<3xi32>
    %50 = arith.extsi %49 : i32 to i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %51 = arith.muli %c-3750763034362895579_i64_14, %c1000003_i64_15 : i64
    %52 = arith.addi %51, %50 : i64
    %53 = vector.extract %0#4[1] : i32 from vector<3xi32>
    %54 = arith.extsi %53 : i32 to i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %55 = arith.muli %52, %c1000003_i64_16 : i64
    %56 = arith.addi %55, %54 : i64
    %57 = vector.extract %0#4[2] : i32 from vector<3xi32>
    %58 = arith.extsi %57 : i32 to i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %59 = arith.muli %56, %c1000003_i64_17 : i64
    %60 = arith.addi %59, %58 : i64
    %c-3750763034362895579_i64_18 = arith.constant -3750763034362895579 : i64
    vector.print %12 : i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %61 = arith.muli %c-3750763034362895579_i64_18, %c1000003_i64_19 : i64
    %62 = arith.addi %61, %12 : i64
    vector.print %24 : i64
    %c1000003_i64_20 = arith.constant 1000003 : i64
    %63 = arith.muli %62, %c1000003_i64_20 : i64
    %64 = arith.addi %63, %24 : i64
    vector.print %36 : i64
    %c1000003_i64_21 = arith.constant 1000003 : i64
    %65 = arith.muli %64, %c1000003_i64_21 : i64
    %66 = arith.addi %65, %36 : i64
    vector.print %48 : i64
    %c1000003_i64_22 = arith.constant 1000003 : i64
    %67 = arith.muli %66, %c1000003_i64_22 : i64
    %68 = arith.addi %67, %48 : i64
    vector.print %60 : i64
    %c1000003_i64_23 = arith.constant 1000003 : i64
    %69 = arith.muli %68, %c1000003_i64_23 : i64
    %70 = arith.addi %69, %60 : i64
    vector.print %70 : i64
    return
  }
}
