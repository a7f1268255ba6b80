// Piece 24 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["addui_extended_scalar", "addui_extended_vector1d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 24, "release": "22.1.8"}, "seed": 6700685119279538852, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @addui_extended_scalar(%arg0: i32, %arg1: i32) -> (i32, i1) {
    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
    return %sum, %overflow : i32, i1
  }
  func.func @addui_extended_vector1d(%arg0: vector<3xi16>, %arg1: vector<3xi16>) -> (vector<3xi16>, vector<3xi1>) {
    %sum, %overflow = arith.addui_extended %arg0, %arg1 : vector<3xi16>, vector<3xi1>
    return %sum, %overflow : vector<3xi16>, vector<3xi1>
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) -> (i32, i1) {
    %0:2 = call @addui_extended_scalar(%arg0, %arg1) : (i32, i32) -> (i32, i1)
    return %0#0, %0#1 : i32, i1
  }
  func.func @smith_harness_1(%arg0: vector<3xi16>, %arg1: vector<3xi16>) -> (vector<3xi16>, vector<3xi1>) {
    %0:2 = call @addui_extended_vector1d(%arg0, %arg1) : (vector<3xi16>, vector<3xi16>) -> (vector<3xi16>, vector<3xi1>)
    return %0#0, %0#1 : vector<3xi16>, vector<3xi1>
  }
  func.func @main() {
    %c1071670933_i32 = arith.constant 1071670933 : i32
    %c1_i32 = arith.constant 1 : i32
    %0:2 = call @smith_harness_0(%c1071670933_i32, %c1_i32) : (i32, i32) -> (i32, i1)
    %cst = arith.constant dense<[16, 32766, 29006]> : vector<3xi16>
    %cst_0 = arith.constant dense<[32767, 8, 23764]> : vector<3xi16>
    %1:2 = call @smith_harness_1(%cst, %cst_0) : (vector<3xi16>, vector<3xi16>) -> (vector<3xi16>, vector<3xi1>)
    %2 = arith.extsi %0#0 : i32 to i64
    %3 = arith.extui %0#1 : i1 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %4 = vector.extract %1#0[0] : i16 from vector<3xi16>
    %5 = arith.extsi %4 : i16 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %1#0[1] : i16 from vector<3xi16>
    %9 = arith.extsi %8 : i16 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %10 = arith.muli %7, %c1000003_i64_1 : i64
    %11 = arith.addi %10, %9 : i64
    %12 = vector.extract %1#0[2] : i16 from vector<3xi16>
    %13 = arith.extsi %12 : i16 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %14 = arith.muli %11, %c1000003_i64_2 : i64
    %15 = arith.addi %14, %13 : i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %16 = vector.extract %1#1[0] : i1 from vector<3xi1>
    %17 = arith.extui %16 : i1 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %18 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %19 = arith.addi %18, %17 : i64
    %20 = vector.extract %1#1[1] : i1 from vector<3xi1>
    %21 = arith.extui %20 : i1 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %22 = arith.muli %19, %c1000003_i64_5 : i64
    %23 = arith.addi %22, %21 : i64
    %24 = vector.extract %1#1[2] : i1 from vector<3xi1>
    %25 = arith.extui %24 : i1 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %26 = arith.muli %23, %c1000003_i64_6 : i64
    %27 = arith.addi %26, %25 : i64
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %28 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_8 : i64
    %29 = arith.addi %28, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %30 = arith.muli %29, %c1000003_i64_9 : i64
    %31 = arith.addi %30, %3 : i64
    vector.print %15 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %32 = arith.muli %31, %c1000003_i64_10 : i64
    %33 = arith.addi %32, %15 : i64
    vector.print %27 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %34 = arith.muli %33, %c1000003_i64_11 : i64
    %35 = arith.addi %34, %27 : i64
    vector.print %35 : i64
    return
  }
}
