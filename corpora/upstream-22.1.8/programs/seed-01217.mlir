// Piece 228 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 228, "release": "22.1.8"}, "seed": 995119719354847395, "skipped": {}, "smith_version": "0.1.0"}

// +---------------------------------------------------------------------------
// Tests for FoldTransposeFromElements
// +---------------------------------------------------------------------------

// CHECK-LABEL: transpose_from_elements_1d
// CHECK-SAME:  %[[EL_0:.*]]: i32, %[[EL_1:.*]]: i32 
func.func @transpose_from_elements_1d(%el_0: i32, %el_1: i32) -> vector<2xi32> {
  %v = vector.from_elements %el_0, %el_1 : vector<2xi32>
  %t = vector.transpose %v, [0] : vector<2xi32> to vector<2xi32>
  return %t : vector<2xi32>
  // CHECK: %[[R:.*]] = vector.from_elements %[[EL_0]], %[[EL_1]] : vector<2xi32>
  // CHECK-NOT: vector.transpose
  // CHECK: return %[[R]]
}

// CHECK-LABEL: transpose_from_elements_2d
// CHECK-SAME:  %[[EL_0_0:.*]]: i32, %[[EL_0_1:.*]]: i32, %[[EL_0_2:.*]]: i32, %[[EL_1_0:.*]]: i32, %[[EL_1_1:.*]]: i32, %[[EL_1_2:.*]]: i32 
func.func @transpose_from_elements_2d(
  %el_0_0: i32, %el_0_1: i32, %el_0_2: i32,
  %el_1_0: i32, %el_1_1: i32, %el_1_2: i32
) -> vector<3x2xi32> {
  %v = vector.from_elements %el_0_0, %el_0_1, %el_0_2, %el_1_0, %el_1_1, %el_1_2 : vector<2x3xi32>
  %t = vector.transpose %v, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  return %t : vector<3x2xi32>
  // CHECK: %[[R:.*]] = vector.from_elements %[[EL_0_0:.*]], %[[EL_1_0:.*]], %[[EL_0_1:.*]], %[[EL_1_1:.*]], %[[EL_0_2:.*]], %[[EL_1_2:.*]] : vector<3x2xi32>
  // CHECK-NOT: vector.transpose
  // CHECK: return %[[R]]
}

// CHECK-LABEL: transpose_from_elements_3d
// CHECK-SAME:  %[[EL_0_0_0:.*]]: i32, %[[EL_0_0_1:.*]]: i32, %[[EL_0_1_0:.*]]: i32, %[[EL_0_1_1:.*]]: i32, %[[EL_0_2_0:.*]]: i32, %[[EL_0_2_1:.*]]: i32, %[[EL_1_0_0:.*]]: i32, %[[EL_1_0_1:.*]]: i32, %[[EL_1_1_0:.*]]: i32, %[[EL_1_1_1:.*]]: i32, %[[EL_1_2_0:.*]]: i32, %[[EL_1_2_1:.*]]: i32 
func.func @transpose_from_elements_3d(
  %el_0_0_0: i32, %el_0_0_1: i32, %el_0_1_0: i32, %el_0_1_1: i32, %el_0_2_0: i32, %el_0_2_1: i32,
  %el_1_0_0: i32, %el_1_0_1: i32, %el_1_1_0: i32, %el_1_1_1: i32, %el_1_2_0: i32, %el_1_2_1: i32
) -> vector<2x2x3xi32> {
  %v = vector.from_elements
    %el_0_0_0, %el_0_0_1,
    %el_0_1_0, %el_0_1_1,
    %el_0_2_0, %el_0_2_1,
    %el_1_0_0, %el_1_0_1,
    %el_1_1_0, %el_1_1_1,
    %el_1_2_0, %el_1_2_1
    : vector<2x3x2xi32>
  %t = vector.transpose %v, [0, 2, 1] : vector<2x3x2xi32> to vector<2x2x3xi32>
  return %t : vector<2x2x3xi32>
  // CHECK: %[[R:.*]] = vector.from_elements %[[EL_0_0_0:.*]], %[[EL_0_1_0:.*]], %[[EL_0_2_0:.*]], %[[EL_0_0_1:.*]], %[[EL_0_1_1:.*]], %[[EL_0_2_1:.*]], %[[EL_1_0_0:.*]], %[[EL_1_1_0:.*]], %[[EL_1_2_0:.*]], %[[EL_1_0_1:.*]], %[[EL_1_1_1:.*]], %[[EL_1_2_1:.*]] : vector<2x2x3xi32>
  // CHECK-NOT: vector.transpose
  // CHECK: return %[[R]]
}

// +---------------------------------------------------------------------------
// End of  Tests for FoldTransposeFromElements
// +---------------------------------------------------------------------------

