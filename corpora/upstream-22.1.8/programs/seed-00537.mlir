// Piece 27 of Dialect/ArmSME/outer-product-fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/ArmSME/outer-product-fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 27, "release": "22.1.8"}, "seed": 1547790010713090768, "skipped": {"scalable_extract_from_arith_ext": "scalable"}, "smith_version": "0.1.0"}

// CHECK-LABEL: @scalable_extract_from_arith_ext(
// CHECK-SAME:                                   %[[SRC:.*]]: vector<[8]xf16>
// CHECK: %[[EXTRACT:.*]] = vector.scalable.extract %[[SRC]][0] : vector<[4]xf16> from vector<[8]xf16>
// CHECK: %[[EXTEND:.*]] = arith.extf %[[EXTRACT]] : vector<[4]xf16> to vector<[4]xf32>
// CHECK: return %[[EXTEND]]
func.func @scalable_extract_from_arith_ext(%src: vector<[8]xf16>) -> vector<[4]xf32> {
  %0 = arith.extf %src : vector<[8]xf16> to vector<[8]xf32>
  %1 = vector.scalable.extract %0[0] : vector<[4]xf32> from vector<[8]xf32>
  return %1 : vector<[4]xf32>
}

/// Negative tests

