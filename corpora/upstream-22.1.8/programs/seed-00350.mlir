// Piece 36 of Conversion/VectorToSPIRV/vector-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["shuffle"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToSPIRV/vector-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 36, "release": "22.1.8"}, "seed": 6983772848066791958, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @shuffle(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<1xi32> {
    %0 = vector.shuffle %arg0, %arg1 [0] : vector<4xi32>, vector<4xi32>
    return %0 : vector<1xi32>
  }
  func.func @smith_harness_0(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<1xi32> {
    %0 = call @shuffle(%arg0, %arg1) : (vector<4xi32>, vector<4xi32>) -> vector<1xi32>
    return %0 : vector<1xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[2147483647, -9, -11, -2]> : vector<4xi32>
    %cst_0 = arith.constant dense<[9, 2147483647, -2147483648, 1]> : vector<4xi32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<4xi32>, vector<4xi32>) -> vector<1xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i32 from vector<1xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64_2 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
