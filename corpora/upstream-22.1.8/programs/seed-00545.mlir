// Piece 21 of Dialect/ArmSME/vector-legalization.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/ArmSME/vector-legalization.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 21, "release": "22.1.8"}, "seed": 4937869514873835848, "skipped": {"multi_tile_splat": "scalable"}, "smith_version": "0.1.0"}

// CHECK-LABEL: @multi_tile_splat
func.func @multi_tile_splat() -> vector<[8]x[8]xi32>
{
  // CHECK: %[[SPLAT:.*]] = arith.constant dense<42> : vector<[4]x[4]xi32>
  // CHECK-NEXT: return %[[SPLAT]], %[[SPLAT]], %[[SPLAT]], %[[SPLAT]] : vector<[4]x[4]xi32>, vector<[4]x[4]xi32>, vector<[4]x[4]xi32>, vector<[4]x[4]xi32>
  %0 = arith.constant dense<42> : vector<[8]x[8]xi32>
  return %0 : vector<[8]x[8]xi32>
}

