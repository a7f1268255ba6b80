// Piece 13 of Dialect/ArmSME/outer-product-fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/ArmSME/outer-product-fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 5526808436667617824, "skipped": {"outerproduct_add_widening_4way_unsigned_i8i8i32": "scalable"}, "smith_version": "0.1.0"}

// CHECK-LABEL: @outerproduct_add_widening_4way_unsigned_i8i8i32
// CHECK: arm_sme.umopa_4way %{{.*}}, %{{.*}} acc(%{{.*}}) masks(%{{.*}}, %{{.*}}) : vector<[16]xi8>, vector<[16]xi8> into vector<[4]x[4]xi32>
func.func @outerproduct_add_widening_4way_unsigned_i8i8i32(
    %a0 : vector<[4]xi8>, %b0 : vector<[4]xi8>,
    %a1 : vector<[4]xi8>, %b1 : vector<[4]xi8>,
    %a2 : vector<[4]xi8>, %b2 : vector<[4]xi8>,
    %a3 : vector<[4]xi8>, %b3 : vector<[4]xi8>,
    %a0_mask : vector<[4]xi1>, %b0_mask : vector<[4]xi1>,
    %a1_mask : vector<[4]xi1>, %b1_mask : vector<[4]xi1>,
    %a2_mask : vector<[4]xi1>, %b2_mask : vector<[4]xi1>,
    %a3_mask : vector<[4]xi1>, %b3_mask : vector<[4]xi1>) -> vector<[4]x[4]xi32> {
  %a0_ext = arith.extui %a0 : vector<[4]xi8> to vector<[4]xi32>
  %b0_ext = arith.extui %b0 : vector<[4]xi8> to vector<[4]xi32>

  %a1_ext = arith.extui %a1 : vector<[4]xi8> to vector<[4]xi32>
  %b1_ext = arith.extui %b1 : vector<[4]xi8> to vector<[4]xi32>

  %a2_ext = arith.extui %a2 : vector<[4]xi8> to vector<[4]xi32>
  %b2_ext = arith.extui %b2 : vector<[4]xi8> to vector<[4]xi32>

  %a3_ext = arith.extui %a3 : vector<[4]xi8> to vector<[4]xi32>
  %b3_ext = arith.extui %b3 : vector<[4]xi8> to vector<[4]xi32>

  %acc = arith.constant dense<0> : vector<[4]x[4]xi32>

  %0 = arm_sme.outerproduct %a0_ext, %b0_ext acc(%acc) masks(%a0_mask, %b0_mask) : vector<[4]xi32>, vector<[4]xi32>
  %1 = arm_sme.outerproduct %a1_ext, %b1_ext acc(%0) masks(%a1_mask, %b1_mask) : vector<[4]xi32>, vector<[4]xi32>
  %2 = arm_sme.outerproduct %a2_ext, %b2_ext acc(%1) masks(%a2_mask, %b2_mask) : vector<[4]xi32>, vector<[4]xi32>
  %3 = arm_sme.outerproduct %a3_ext, %b3_ext acc(%2) masks(%a3_mask, %b3_mask) : vector<[4]xi32>, vector<[4]xi32>

  return %3 : vector<[4]x[4]xi32>
}

