// Piece 23 of Dialect/ArmSME/vector-legalization.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/ArmSME/vector-legalization.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 23, "release": "22.1.8"}, "seed": 4385914983667963210, "skipped": {"transpose_store_scalable_via_za_masked": "scalable"}, "smith_version": "0.1.0"}

// CHECK-LABEL: @transpose_store_scalable_via_za_masked(
// CHECK-SAME:                                          %[[A:[a-z0-9]+]]: index,
// CHECK-SAME:                                          %[[B:[a-z0-9]+]]: index)
func.func @transpose_store_scalable_via_za_masked(%vec: vector<2x[4]xf32>, %dest: memref<?x?xf32>, %a: index, %b: index) {
  // CHECK: %[[C2:.*]] = arith.constant 2 : index
  // CHECK: %[[MIN:.*]] = index.mins %[[B]], %[[C2]]
  // CHECK: %[[MASK:.*]] = vector.create_mask %[[A]], %[[MIN]] : vector<[4]x[4]xi1>
  // CHECK: vector.transfer_write {{.*}} %[[MASK]] {{.*}} : vector<[4]x[4]xf32>, memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %mask = vector.create_mask %a, %b : vector<[4]x2xi1>
  %tr = vector.transpose %vec, [1, 0] : vector<2x[4]xf32> to vector<[4]x2xf32>
  vector.transfer_write %tr, %dest[%c0, %c0], %mask {in_bounds = [true, true]} : vector<[4]x2xf32>,  memref<?x?xf32>
  return
}

