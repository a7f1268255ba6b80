// Piece 1 of Conversion/ArithToSPIRV/arith-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["bitwise_scalar", "bitwise_vector", "logical_scalar", "logical_vector", "shift_scalar", "shift_vector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToSPIRV/arith-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 399729500774897855, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>} {
  func.func @bitwise_scalar(%arg0: i32, %arg1: i32) {
    %0 = arith.andi %arg0, %arg1 : i32
    %1 = arith.ori %arg0, %arg1 : i32
    %2 = arith.xori %arg0, %arg1 : i32
    return
  }
  func.func @bitwise_vector(%arg0: vector<4xi32>, %arg1: vector<4xi32>) {
    %0 = arith.andi %arg0, %arg1 : vector<4xi32>
    %1 = arith.ori %arg0, %arg1 : vector<4xi32>
    %2 = arith.xori %arg0, %arg1 : vector<4xi32>
    return
  }
  func.func @logical_scalar(%arg0: i1, %arg1: i1) {
    %0 = arith.andi %arg0, %arg1 : i1
    %1 = arith.ori %arg0, %arg1 : i1
    %2 = arith.xori %arg0, %arg1 : i1
    return
  }
  func.func @logical_vector(%arg0: vector<4xi1>, %arg1: vector<4xi1>) {
    %0 = arith.andi %arg0, %arg1 : vector<4xi1>
    %1 = arith.ori %arg0, %arg1 : vector<4xi1>
    %2 = arith.xori %arg0, %arg1 : vector<4xi1>
    return
  }
  func.func @shift_scalar(%arg0: i32, %arg1: i32) {
    %c32_i32 = arith.constant 32 : i32
    %0 = arith.remui %arg1, %c32_i32 : i32
    %1 = arith.shli %arg0, %0 : i32
    %c32_i32_0 = arith.constant 32 : i32
    %2 = arith.remui %arg1, %c32_i32_0 : i32
    %3 = arith.shrsi %arg0, %2 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remui %arg1, %c32_i32_1 : i32
    %5 = arith.shrui %arg0, %4 : i32
    return
  }
  func.func @shift_vector(%arg0: vector<4xi32>, %arg1: vector<4xi32>) {
    %cst = arith.constant dense<32> : vector<4xi32>
    %0 = arith.remui %arg1, %cst : vector<4xi32>
    %1 = arith.shli %arg0, %0 : vector<4xi32>
    %cst_0 = arith.constant dense<32> : vector<4xi32>
    %2 = arith.remui %arg1, %cst_0 : vector<4xi32>
    %3 = arith.shrsi %arg0, %2 : vector<4xi32>
    %cst_1 = arith.constant dense<32> : vector<4xi32>
    %4 = arith.remui %arg1, %cst_1 : vector<4xi32>
    %5 = arith.shrui %arg0, %4 : vector<4xi32>
    return
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) {
    call @bitwise_scalar(%arg0, %arg1) : (i32, i32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: vector<4xi32>, %arg1: vector<4xi32>) {
    call @bitwise_vector(%arg0, %arg1) : (vector<4xi32>, vector<4xi32>) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: i1, %arg1: i1) {
    call @logical_scalar(%arg0, %arg1) : (i1, i1) -> ()
    return
  }
  func.func @smith_harness_3(%arg0: vector<4xi1>, %arg1: vector<4xi1>) {
    call @logical_vector(%arg0, %arg1) : (vector<4xi1>, vector<4xi1>) -> ()
    return
  }
  func.func @smith_harness_4(%arg0: i32, %arg1: i32) {
    call @shift_scalar(%arg0, %arg1) : (i32, i32) -> ()
    return
  }
  func.func @smith_harness_5(%arg0: vector<4xi32>, %arg1: vector<4xi32>) {
    call @shift_vector(%arg0, %arg1) : (vector<4xi32>, vector<4xi32>) -> ()
    return
  }
  func.func @main() {
    %c2147483646_i32 = arith.constant 2147483646 : i32
    %c-4_i32 = arith.constant -4 : i32
    call @smith_harness_0(%c2147483646_i32, %c-4_i32) : (i32, i32) -> ()
    %cst = arith.constant dense<[-1, -1, 2147483647, 10]> : vector<4xi32>
    %cst_0 = arith.constant dense<[-1, -1, -868146495, 8]> : vector<4xi32>
    call @smith_harness_1(%cst, %cst_0) : (vector<4xi32>, vector<4xi32>) -> ()
    %false = arith.constant false
    %true = arith.constant true
    call @smith_harness_2(%false, %true) : (i1, i1) -> ()
    %cst_1 = arith.constant dense<[false, false, true, false]> : vector<4xi1>
    %cst_2 = arith.constant dense<[false, true, false, false]> : vector<4xi1>
    call @smith_harness_3(%cst_1, %cst_2) : (vector<4xi1>, vector<4xi1>) -> ()
    %c-155459520_i32 = arith.constant -155459520 : i32
    %c-4_i32_3 = arith.constant -4 : i32
    call @smith_harness_4(%c-155459520_i32, %c-4_i32_3) : (i32, i32) -> ()
    %cst_4 = arith.constant dense<[-663738869, 2147483646, -13, -14]> : vector<4xi32>
    %cst_5 = arith.constant dense<[479135059, 2147483646, 14, -1]> : vector<4xi32>
    call @smith_harness_5(%cst_4, %cst_5) : (vector<4xi32>, vector<4xi32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
