// Piece 4 of Conversion/AffineToStandard/lower-affine.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["affine_apply_floordiv", "affine_apply_floordiv_dynamic_divisor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/AffineToStandard/lower-affine.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 1948174242153459162, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0 floordiv 42)>
#map1 = affine_map<(d0)[s0] -> (d0 floordiv s0)>
module {
  func.func @affine_apply_floordiv(%arg0: index) -> index {
    %0 = affine.apply #map(%arg0)
    return %0 : index
  }
  func.func @affine_apply_floordiv_dynamic_divisor(%arg0: index, %arg1: index) -> index {
    %0 = affine.apply #map1(%arg0)[%arg1]
    return %0 : index
  }
  func.func @smith_harness_0(%arg0: index) -> index {
    %0 = call @affine_apply_floordiv(%arg0) : (index) -> index
    return %0 : index
  }
  func.func @smith_harness_1(%arg0: index, %arg1: index) -> index {
    %0 = call @affine_apply_floordiv_dynamic_divisor(%arg0, %arg1) : (index, index) -> index
    return %0 : index
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c2) : (index) -> index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %1 = call @smith_harness_1(%c1, %c1_0) : (index, index) -> index
    %2 = arith.index_cast %0 : index to i64
    %3 = arith.index_cast %1 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_1 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
