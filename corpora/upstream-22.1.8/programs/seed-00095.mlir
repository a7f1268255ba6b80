// Piece 2 of Conversion/ConvertToSPIRV/vector-unroll.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vaddi_reduction"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ConvertToSPIRV/vector-unroll.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 5389405613286806599, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vaddi_reduction(%arg0: vector<8xi32>, %arg1: vector<8xi32>) -> i32 {
    %0 = arith.addi %arg0, %arg1 : vector<8xi32>
    %1 = vector.reduction <add>, %0 : vector<8xi32> into i32
    return %1 : i32
  }
  func.func @smith_harness_0(%arg0: vector<8xi32>, %arg1: vector<8xi32>) -> i32 {
    %0 = call @vaddi_reduction(%arg0, %arg1) : (vector<8xi32>, vector<8xi32>) -> i32
    return %0 : i32
  }
  func.func @main() {
    %cst = arith.constant dense<[16, -1633521355, 1744151862, 0, -1, 2, 3, -4]> : vector<8xi32>
    %cst_0 = arith.constant dense<[1, 0, 5, -16, -1, 1, -6, -14]> : vector<8xi32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<8xi32>, vector<8xi32>) -> i32
    %1 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
