// Piece 0 of Conversion/VectorToLLVM/vector-mask-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["genbool_var_1d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-mask-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1062147469747690083, "skipped": {"genbool_var_1d_scalable": "scalable"}, "smith_version": "0.1.0"}
module {
  func.func @genbool_var_1d(%arg0: index) -> vector<11xi1> {
    %0 = vector.create_mask %arg0 : vector<11xi1>
    return %0 : vector<11xi1>
  }
  func.func @smith_harness_0(%arg0: index) -> vector<11xi1> {
    %0 = call @genbool_var_1d(%arg0) : (index) -> vector<11xi1>
    return %0 : vector<11xi1>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c2) : (index) -> vector<11xi1>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i1 from vector<11xi1>
    %2 = arith.extui %1 : i1 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[1] : i1 from vector<11xi1>
    %6 = arith.extui %5 : i1 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[2] : i1 from vector<11xi1>
    %10 = arith.extui %9 : i1 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[3] : i1 from vector<11xi1>
    %14 = arith.extui %13 : i1 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[4] : i1 from vector<11xi1>
    %18 = arith.extui %17 : i1 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0[5] : i1 from vector<11xi1>
    %22 = arith.extui %21 : i1 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0[6] : i1 from vector<11xi1>
    %26 = arith.extui %25 : i1 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0[7] : i1 from vector<11xi1>
    %30 = arith.extui %29 : i1 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_6 : i64
    %32 = arith.addi %31, %30 : i64
    %33 = vector.extract %0[8] : i1 from vector<11xi1>
    %34 = arith.extui %33 : i1 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %35 = arith.muli %32, %c1000003_i64_7 : i64
    %36 = arith.addi %35, %34 : i64
    %37 = vector.extract %0[9] : i1 from vector<11xi1>
    %38 = arith.extui %37 : i1 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %39 = arith.muli %36, %c1000003_i64_8 : i64
    %40 = arith.addi %39, %38 : i64
    %41 = vector.extract %0[10] : i1 from vector<11xi1>
    %42 = arith.extui %41 : i1 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %43 = arith.muli %40, %c1000003_i64_9 : i64
    %44 = arith.addi %43, %42 : i64
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    vector.print %44 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %45 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64_11 : i64
    %46 = arith.addi %45, %44 : i64
    vector.print %46 : i64
    return
  }
}
