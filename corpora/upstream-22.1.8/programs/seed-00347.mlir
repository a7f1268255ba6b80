// Piece 1 of Conversion/VectorToSPIRV/vector-reduction-to-spirv-dot-prod.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["too_short", "too_long", "wrong_reduction_kind", "wrong_arith_op"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToSPIRV/vector-reduction-to-spirv-dot-prod.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 6968884450797034014, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @too_short(%arg0: vector<2xi8>, %arg1: vector<2xi8>) -> i32 {
    %0 = arith.extsi %arg0 : vector<2xi8> to vector<2xi32>
    %1 = arith.extsi %arg1 : vector<2xi8> to vector<2xi32>
    %2 = arith.muli %0, %1 : vector<2xi32>
    %3 = vector.reduction <add>, %2 : vector<2xi32> into i32
    return %3 : i32
  }
  func.func @too_long(%arg0: vector<6xi8>, %arg1: vector<6xi8>) -> i32 {
    %0 = arith.extsi %arg0 : vector<6xi8> to vector<6xi32>
    %1 = arith.extsi %arg1 : vector<6xi8> to vector<6xi32>
    %2 = arith.muli %0, %1 : vector<6xi32>
    %3 = vector.reduction <add>, %2 : vector<6xi32> into i32
    return %3 : i32
  }
  func.func @wrong_reduction_kind(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> i32 {
    %0 = arith.extsi %arg0 : vector<4xi8> to vector<4xi32>
    %1 = arith.extsi %arg1 : vector<4xi8> to vector<4xi32>
    %2 = arith.muli %0, %1 : vector<4xi32>
    %3 = vector.reduction <mul>, %2 : vector<4xi32> into i32
    return %3 : i32
  }
  func.func @wrong_arith_op(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> i32 {
    %0 = arith.extsi %arg0 : vector<4xi8> to vector<4xi32>
    %1 = arith.extsi %arg1 : vector<4xi8> to vector<4xi32>
    %2 = arith.addi %0, %1 : vector<4xi32>
    %3 = vector.reduction <mul>, %2 : vector<4xi32> into i32
    return %3 : i32
  }
  func.func @smith_harness_0(%arg0: vector<2xi8>, %arg1: vector<2xi8>) -> i32 {
    %0 = call @too_short(%arg0, %arg1) : (vector<2xi8>, vector<2xi8>) -> i32
    return %0 : i32
  }
  func.func @smith_harness_1(%arg0: vector<6xi8>, %arg1: vector<6xi8>) -> i32 {
    %0 = call @too_long(%arg0, %arg1) : (vector<6xi8>, vector<6xi8>) -> i32
    return %0 : i32
  }
  func.func @smith_harness_2(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> i32 {
    %0 = call @wrong_reduction_kind(%arg0, %arg1) : (vector<4xi8>, vector<4xi8>) -> i32
    return %0 : i32
  }
  func.func @smith_harness_3(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> i32 {
    %0 = call @wrong_arith_op(%arg0, %arg1) : (vector<4xi8>, vector<4xi8>) -> i32
    return %0 : i32
  }
  func.func @main() {
    %cst = arith.constant dense<[37, -96]> : vector<2xi8>
    %cst_0 = arith.constant dense<[3, 7]> : vector<2xi8>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<2xi8>, vector<2xi8>) -> i32
    %cst_1 = arith.constant dense<[-127, -3, -9, -128, 7, -5]> : vector<6xi8>
    %cst_2 = arith.constant dense<[-76, 14, 0, 1, 104, 0]> : vector<6xi8>
    %1 = call @smith_harness_1(%cst_1, %cst_2) : (vector<6xi8>, vector<6xi8>) -> i32
    %cst_3 = arith.constant dense<[11, -2, 16, 5]> : vector<4xi8>
    %cst_4 = arith.constant dense<[12, 11, 1, 12]> : vector<4xi8>
    %2 = call @smith_harness_2(%cst_3, %cst_4) : (vector<4xi8>, vector<4xi8>) -> i32
    %cst_5 = arith.constant dense<[1, -128, 0, -127]> : vector<4xi8>
    %cst_6 = arith.constant dense<[-14, 11, -7, -12]> : vector<4xi8>
    %3 = call @smith_harness_3(%cst_5, %cst_6) : (vector<4xi8>, vector<4xi8>) -> i32
    %4 = arith.extsi %0 : i32 to i64
    %5 = arith.extsi %1 : i32 to i64
    %6 = arith.extsi %2 : i32 to i64
    %7 = arith.extsi %3 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %9 = arith.addi %8, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %10 = arith.muli %9, %c1000003_i64_7 : i64
    %11 = arith.addi %10, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_8 : i64
    %13 = arith.addi %12, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_9 : i64
    %15 = arith.addi %14, %7 : i64
    vector.print %15 : i64
    return
  }
}
