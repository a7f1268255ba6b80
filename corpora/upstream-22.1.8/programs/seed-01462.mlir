// Piece 0 of Transforms/remove-dead-values.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/remove-dead-values.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6640980570508824921, "skipped": {}, "smith_version": "0.1.0"}
module {
  memref.global "private" constant @__constant_4xi32 : memref<4xi32> = dense<[1, 2, 3, 4]> {alignment = 16 : i64}
  func.func @main_0(%arg0: i32) -> i32 {
    %0 = tensor.empty() : tensor<10xbf16>
    %1 = memref.get_global @__constant_4xi32 : memref<4xi32>
    return %arg0 : i32
  }
  func.func @smith_harness_0(%arg0: i32) -> i32 {
    %0 = call @main_0(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c-1_i32 = arith.constant -1 : i32
    %0 = call @smith_harness_0(%c-1_i32) : (i32) -> i32
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
