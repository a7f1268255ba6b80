// Piece 28 of Dialect/ArmSME/vector-legalization.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/ArmSME/vector-legalization.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 28, "release": "22.1.8"}, "seed": 455462524341815591, "skipped": {"xfer_read_scalable_column": "scalable"}, "smith_version": "0.1.0"}

//=============================================================================
// 1D examples - to be moved to the SVE dialect
//=============================================================================

/// TODO: Handle in_bounds

// CHECK-LABEL:   func.func @xfer_read_scalable_column(
// CHECK-SAME:      %[[IDX_0:[a-zA-Z0-9]+]]: index,
// CHECK-SAME:      %[[IDX_1:[a-zA-Z0-9]+]]: index,
// CHECK-SAME:      %[[PAD:.*]]: f32,
// CHECK-SAME:      %[[SRC:.*]]: memref<?x?xf32>) -> vector<[4]x1xf32> {
func.func @xfer_read_scalable_column(%a: index, %b: index, %pad: f32, %src: memref<?x?xf32>) -> (vector<[4]x1xf32>) {
  // CHECK:           %[[INIT:.*]] = arith.constant dense<0.000000e+00> : vector<[4]xf32>
  // CHECK:           %[[STEP:.*]] = arith.constant 1 : index
  // CHECK:           %[[C4:.*]] = arith.constant 4 : index
  // CHECK:           %[[LB:.*]] = arith.constant 0 : index
  // CHECK:           %[[VSCALE:.*]] = vector.vscale
  // CHECK:           %[[C4_VSCALE:.*]] = arith.muli %[[VSCALE]], %[[C4]] : index

  // <scf.for>
  // CHECK:           %[[SCF:.*]] = scf.for %[[IND_VAR:.*]] = %[[LB]] to %[[C4_VSCALE]] step %[[STEP]] iter_args(%[[SCF_RES:.*]] = %[[INIT]]) -> (vector<[4]xf32>) {
  // CHECK:             %[[IDX_0_UPDATED:.*]] = arith.addi %[[IND_VAR]], %[[IDX_0]] : index
  // CHECK:             %[[VAL_10:.*]] = memref.load %[[SRC]][%[[IDX_0_UPDATED]], %[[IDX_1]]] : memref<?x?xf32>
  // CHECK:             %[[RES_UPDATED:.*]] = vector.insert %[[VAL_10]], %[[SCF_RES]] [%[[IND_VAR]]] : f32 into vector<[4]xf32>
  // CHECK:             scf.yield %[[RES_UPDATED]] : vector<[4]xf32>
  // CHECK:           }

  // <shape-cast>
  // CHECK:           %[[SC:.*]] = vector.shape_cast %[[SCF]] : vector<[4]xf32> to vector<[4]x1xf32>
  // CHECK:           return %[[SC]]
  %read = vector.transfer_read %src[%a, %b], %pad : memref<?x?xf32>, vector<[4]x1xf32>
  return %read : vector<[4]x1xf32>
}

