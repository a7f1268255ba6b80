// Piece 6 of Transforms/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["arith.ceildivui_by_one", "tensor_arith.ceildivui_by_one"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 33019386303688314, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @arith.ceildivui_by_one(%arg0: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.ceildivui %arg0, %c1_i32 : i32
    return %0 : i32
  }
  func.func @tensor_arith.ceildivui_by_one(%arg0: tensor<4x5xi32>) -> tensor<4x5xi32> {
    %cst = arith.constant dense<1> : tensor<4x5xi32>
    %0 = arith.ceildivui %arg0, %cst : tensor<4x5xi32>
    return %0 : tensor<4x5xi32>
  }
  func.func @smith_harness_0(%arg0: i32) -> i32 {
    %0 = call @arith.ceildivui_by_one(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_1(%arg0: tensor<4x5xi32>) -> tensor<4x5xi32> {
    %0 = call @tensor_arith.ceildivui_by_one(%arg0) : (tensor<4x5xi32>) -> tensor<4x5xi32>
    return %0 : tensor<4x5xi32>
  }
  func.func @main() {
    %c-1053347668_i32 = arith.constant -1053347668 : i32
    %0 = call @smith_harness_0(%c-1053347668_i32) : (i32) -> i32
    %cst = arith.constant dense<[[2147483646, 6, 12, 14, 891924572], [-5, -380153550, -1, 1508545957, -445014406], [-16, 3, 1835990561, -404860055, 12], [4, 11, 16, 7, 1363870890]]> : tensor<4x5xi32>
    %1 = call @smith_harness_1(%cst) : (tensor<4x5xi32>) -> tensor<4x5xi32>
    %2 = arith.extsi %0 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %1[%arg0, %arg2] : tensor<4x5xi32>
        %9 = arith.extsi %extracted : i32 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_2 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %8 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_1 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
