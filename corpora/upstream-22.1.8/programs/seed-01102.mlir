// Piece 22 of Dialect/Tosa/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["clamp_int8_is_noop"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 22, "release": "22.1.8"}, "seed": 2711275401409842269, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @clamp_int8_is_noop(%arg0: tensor<4xi8>) -> tensor<4xi8> {
    %0 = tosa.clamp %arg0 {max_val = 127 : i8, min_val = -128 : i8} : (tensor<4xi8>) -> tensor<4xi8>
    return %0 : tensor<4xi8>
  }
  func.func @smith_harness_0(%arg0: tensor<4xi8>) -> tensor<4xi8> {
    %0 = call @clamp_int8_is_noop(%arg0) : (tensor<4xi8>) -> tensor<4xi8>
    return %0 : tensor<4xi8>
  }
  func.func @main() {
    %cst = arith.constant dense<[6, 47, 1, -4]> : tensor<4xi8>
    %0 = call @smith_harness_0(%cst) : (tensor<4xi8>) -> tensor<4xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<4xi8>
      %4 = arith.extsi %extracted : i8 to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %5 = arith.muli %arg1, %c1000003_i64_1 : i64
      %6 = arith.addi %5, %4 : i64
      scf.yield %6 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
