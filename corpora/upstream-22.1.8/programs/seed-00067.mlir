// Piece 2 of Conversion/ArithToLLVM/convert-nd-vector-to-llvmir.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["select_2d", "index_cast_2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/convert-nd-vector-to-llvmir.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4404475146417600298, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @select_2d(%arg0: vector<4x3xi1>, %arg1: vector<4x3xi32>, %arg2: vector<4x3xi32>) {
    %0 = arith.select %arg0, %arg1, %arg2 : vector<4x3xi1>, vector<4x3xi32>
    return
  }
  func.func @index_cast_2d(%arg0: vector<1x2x3xi1>) {
    %0 = arith.index_cast %arg0 : vector<1x2x3xi1> to vector<1x2x3xindex>
    %1 = arith.index_cast %0 : vector<1x2x3xindex> to vector<1x2x3xi1>
    return
  }
  func.func @smith_harness_0(%arg0: vector<4x3xi1>, %arg1: vector<4x3xi32>, %arg2: vector<4x3xi32>) {
    call @select_2d(%arg0, %arg1, %arg2) : (vector<4x3xi1>, vector<4x3xi32>, vector<4x3xi32>) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: vector<1x2x3xi1>) {
    call @index_cast_2d(%arg0) : (vector<1x2x3xi1>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[true, true, true], [false, false, true], [false, false, false], [true, false, true]]> : vector<4x3xi1>
    %cst_0 = arith.constant dense<[[-2147483648, -6, -64542265], [14, -16, 1114591162], [2034234285, -2147483647, 2147483646], [7, 13, -1257988400]]> : vector<4x3xi32>
    %cst_1 = arith.constant dense<[[-7, 2, -8], [12, 7, -539146961], [14, 912097356, 2147483646], [-2147483648, 1, -98136501]]> : vector<4x3xi32>
    call @smith_harness_0(%cst, %cst_0, %cst_1) : (vector<4x3xi1>, vector<4x3xi32>, vector<4x3xi32>) -> ()
    %cst_2 = arith.constant dense<[[[true, true, true], [false, true, true]]]> : vector<1x2x3xi1>
    call @smith_harness_1(%cst_2) : (vector<1x2x3xi1>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
