// Piece 39 of Conversion/ArmSMEToLLVM/arm-sme-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArmSMEToLLVM/arm-sme-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 39, "release": "22.1.8"}, "seed": 4204813566194990107, "skipped": {"arm_sme_extract_tile_slice_i16": "scalable"}, "smith_version": "0.1.0"}

// CHECK-LABEL: @arm_sme_extract_tile_slice_i16
// CHECK: "arm_sme.intr.read.horiz"({{.*}}) <{tile_id = 0 : i32}> : (vector<[8]xi16>, vector<[8]xi1>, i32) -> vector<[8]xi16>
func.func @arm_sme_extract_tile_slice_i16(%tile_slice_index : index) -> vector<[8]xi16> {
  %tile = arm_sme.get_tile : vector<[8]x[8]xi16>
  %slice = arm_sme.extract_tile_slice %tile[%tile_slice_index] : vector<[8]xi16> from vector<[8]x[8]xi16>
  return %slice : vector<[8]xi16>
}

