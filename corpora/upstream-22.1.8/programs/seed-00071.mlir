// Piece 5 of Conversion/ArithToSPIRV/arith-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cmpi", "indexcmpi", "vec1cmpi", "boolcmpi_equality", "boolcmpi_unsigned", "vec1boolcmpi_equality", "vec1boolcmpi_unsigned", "vecboolcmpi_equality", "vecboolcmpi_unsigned"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToSPIRV/arith-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 1133709621913668122, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>} {
  func.func @cmpi(%arg0: i32, %arg1: i32) {
    %0 = arith.cmpi eq, %arg0, %arg1 : i32
    %1 = arith.cmpi ne, %arg0, %arg1 : i32
    %2 = arith.cmpi slt, %arg0, %arg1 : i32
    %3 = arith.cmpi sle, %arg0, %arg1 : i32
    %4 = arith.cmpi sgt, %arg0, %arg1 : i32
    %5 = arith.cmpi sge, %arg0, %arg1 : i32
    %6 = arith.cmpi ult, %arg0, %arg1 : i32
    %7 = arith.cmpi ule, %arg0, %arg1 : i32
    %8 = arith.cmpi ugt, %arg0, %arg1 : i32
    %9 = arith.cmpi uge, %arg0, %arg1 : i32
    return
  }
  func.func @indexcmpi(%arg0: index, %arg1: index) {
    %0 = arith.cmpi eq, %arg0, %arg1 : index
    %1 = arith.cmpi ne, %arg0, %arg1 : index
    %2 = arith.cmpi slt, %arg0, %arg1 : index
    %3 = arith.cmpi sle, %arg0, %arg1 : index
    %4 = arith.cmpi sgt, %arg0, %arg1 : index
    %5 = arith.cmpi sge, %arg0, %arg1 : index
    %6 = arith.cmpi ult, %arg0, %arg1 : index
    %7 = arith.cmpi ule, %arg0, %arg1 : index
    %8 = arith.cmpi ugt, %arg0, %arg1 : index
    %9 = arith.cmpi uge, %arg0, %arg1 : index
    return
  }
  func.func @vec1cmpi(%arg0: vector<1xi32>, %arg1: vector<1xi32>) {
    %0 = arith.cmpi ult, %arg0, %arg1 : vector<1xi32>
    %1 = arith.cmpi sgt, %arg0, %arg1 : vector<1xi32>
    return
  }
  func.func @boolcmpi_equality(%arg0: i1, %arg1: i1) {
    %0 = arith.cmpi eq, %arg0, %arg1 : i1
    %1 = arith.cmpi ne, %arg0, %arg1 : i1
    return
  }
  func.func @boolcmpi_unsigned(%arg0: i1, %arg1: i1) {
    %0 = arith.cmpi uge, %arg0, %arg1 : i1
    %1 = arith.cmpi ult, %arg0, %arg1 : i1
    return
  }
  func.func @vec1boolcmpi_equality(%arg0: vector<1xi1>, %arg1: vector<1xi1>) {
    %0 = arith.cmpi eq, %arg0, %arg1 : vector<1xi1>
    %1 = arith.cmpi ne, %arg0, %arg1 : vector<1xi1>
    return
  }
  func.func @vec1boolcmpi_unsigned(%arg0: vector<1xi1>, %arg1: vector<1xi1>) {
    %0 = arith.cmpi uge, %arg0, %arg1 : vector<1xi1>
    %1 = arith.cmpi ult, %arg0, %arg1 : vector<1xi1>
    return
  }
  func.func @vecboolcmpi_equality(%arg0: vector<4xi1>, %arg1: vector<4xi1>) {
    %0 = arith.cmpi eq, %arg0, %arg1 : vector<4xi1>
    %1 = arith.cmpi ne, %arg0, %arg1 : vector<4xi1>
    return
  }
  func.func @vecboolcmpi_unsigned(%arg0: vector<3xi1>, %arg1: vector<3xi1>) {
    %0 = arith.cmpi uge, %arg0, %arg1 : vector<3xi1>
    %1 = arith.cmpi ult, %arg0, %arg1 : vector<3xi1>
    return
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) {
    call @cmpi(%arg0, %arg1) : (i32, i32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: index, %arg1: index) {
    call @indexcmpi(%arg0, %arg1) : (index, index) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: vector<1xi32>, %arg1: vector<1xi32>) {
    call @vec1cmpi(%arg0, %arg1) : (vector<1xi32>, vector<1xi32>) -> ()
    return
  }
  func.func @smith_harness_3(%arg0: i1, %arg1: i1) {
    call @boolcmpi_equality(%arg0, %arg1) : (i1, i1) -> ()
    return
  }
  func.func @smith_harness_4(%arg0: i1, %arg1: i1) {
    call @boolcmpi_unsigned(%arg0, %arg1) : (i1, i1) -> ()
    return
  }
  func.func @smith_harness_5(%arg0: vector<1xi1>, %arg1: vector<1xi1>) {
    call @vec1boolcmpi_equality(%arg0, %arg1) : (vector<1xi1>, vector<1xi1>) -> ()
    return
  }
  func.func @smith_harness_6(%arg0: vector<1xi1>, %arg1: vector<1xi1>) {
    call @vec1boolcmpi_unsigned(%arg0, %arg1) : (vector<1xi1>, vector<1xi1>) -> ()
    return
  }
  func.func @smith_harness_7(%arg0: vector<4xi1>, %arg1: vector<4xi1>) {
    call @vecboolcmpi_equality(%arg0, %arg1) : (vector<4xi1>, vector<4xi1>) -> ()
    return
  }
  func.func @smith_harness_8(%arg0: vector<3xi1>, %arg1: vector<3xi1>) {
    call @vecboolcmpi_unsigned(%arg0, %arg1) : (vector<3xi1>, vector<3xi1>) -> ()
    return
  }
  func.func @main() {
    %c-14_i32 = arith.constant -14 : i32
    %c-2147483647_i32 = arith.constant -2147483647 : i32
    call @smith_harness_0(%c-14_i32, %c-2147483647_i32) : (i32, i32) -> ()
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    call @smith_harness_1(%c2, %c2_0) : (index, index) -> ()
    %cst = arith.constant dense<-1523943835> : vector<1xi32>
    %cst_1 = arith.constant dense<-10> : vector<1xi32>
    call @smith_harness_2(%cst, %cst_1) : (vector<1xi32>, vector<1xi32>) -> ()
    %true = arith.constant true
    %false = arith.constant false
    call @smith_harness_3(%true, %false) : (i1, i1) -> ()
    %true_2 = arith.constant true
    %false_3 = arith.constant false
    call @smith_harness_4(%true_2, %false_3) : (i1, i1) -> ()
    %cst_4 = arith.constant dense<false> : vector<1xi1>
    %cst_5 = arith.constant dense<false> : vector<1xi1>
    call @smith_harness_5(%cst_4, %cst_5) : (vector<1xi1>, vector<1xi1>) -> ()
    %cst_6 = arith.constant dense<false> : vector<1xi1>
    %cst_7 = arith.constant dense<true> : vector<1xi1>
    call @smith_harness_6(%cst_6, %cst_7) : (vector<1xi1>, vector<1xi1>) -> ()
    %cst_8 = arith.constant dense<[false, true, false, true]> : vector<4xi1>
    %cst_9 = arith.constant dense<[false, true, false, false]> : vector<4xi1>
    call @smith_harness_7(%cst_8, %cst_9) : (vector<4xi1>, vector<4xi1>) -> ()
    %cst_10 = arith.constant dense<[false, false, true]> : vector<3xi1>
    %cst_11 = arith.constant dense<[true, false, false]> : vector<3xi1>
    call @smith_harness_8(%cst_10, %cst_11) : (vector<3xi1>, vector<3xi1>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
