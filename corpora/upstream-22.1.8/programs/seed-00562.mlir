// Piece 15 of Dialect/ArmSVE/legalize-for-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/ArmSVE/legalize-for-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 15, "release": "22.1.8"}, "seed": 774932405889116405, "skipped": {"arm_sve_predicate_sized_create_masks": "scalable"}, "smith_version": "0.1.0"}

// CHECK-LABEL: @arm_sve_predicate_sized_create_masks(
// CHECK-SAME:                                        %[[INDEX:.*]]: i64
func.func @arm_sve_predicate_sized_create_masks(%index: index) -> (vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, vector<[16]xi1>) {
  // CHECK: %[[ZERO:.*]] = llvm.mlir.zero : i64
  // CHECK: %[[P2:.*]] = "arm_sve.intr.whilelt"(%[[ZERO]], %[[INDEX]]) : (i64, i64) -> vector<[2]xi1>
  %0 = vector.create_mask %index : vector<[2]xi1>
  // CHECK: %[[P4:.*]] = "arm_sve.intr.whilelt"(%[[ZERO]], %[[INDEX]]) : (i64, i64) -> vector<[4]xi1>
  %1 = vector.create_mask %index : vector<[4]xi1>
  // CHECK: %[[P8:.*]] = "arm_sve.intr.whilelt"(%[[ZERO]], %[[INDEX]]) : (i64, i64) -> vector<[8]xi1>
  %2 = vector.create_mask %index : vector<[8]xi1>
  // CHECK: %[[P16:.*]] = "arm_sve.intr.whilelt"(%[[ZERO]], %[[INDEX]]) : (i64, i64) -> vector<[16]xi1>
  %3 = vector.create_mask %index : vector<[16]xi1>
  return %0, %1, %2, %3 : vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, vector<[16]xi1>
}

