// Piece 0 of Dialect/Affine/constant-fold.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["affine_apply"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/constant-fold.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7096636550894061113, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1)[s0] -> (d0 floordiv 128 + s0 + d1 mod 128)>
#map1 = affine_map<(d0, d1)[s0] -> ((s0 ceildiv 128) * 128)>
#map2 = affine_map<(d0) -> (42)>
module {
  func.func @affine_apply(%arg0: index) -> (index, index, index) {
    %c177 = arith.constant 177 : index
    %c211 = arith.constant 211 : index
    %c1075 = arith.constant 1075 : index
    %0 = affine.apply #map(%c177, %c211)[%c1075]
    %1 = affine.apply #map1(%c177, %c211)[%c1075]
    %2 = affine.apply #map2(%arg0)
    return %0, %1, %2 : index, index, index
  }
  func.func @smith_harness_0(%arg0: index) -> (index, index, index) {
    %0:3 = call @affine_apply(%arg0) : (index) -> (index, index, index)
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %0:3 = call @smith_harness_0(%c2) : (index) -> (index, index, index)
    %1 = arith.index_cast %0#0 : index to i64
    %2 = arith.index_cast %0#1 : index to i64
    %3 = arith.index_cast %0#2 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_0 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_1 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
