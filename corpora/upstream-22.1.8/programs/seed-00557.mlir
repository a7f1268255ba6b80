// Piece 13 of Dialect/ArmSVE/legalize-for-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/ArmSVE/legalize-for-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 4803328528764007605, "skipped": {"arm_sve_zip_x2": "scalable"}, "smith_version": "0.1.0"}

func.func @arm_sve_zip_x2(%a: vector<[8]xi16>, %b: vector<[8]xi16>)
  -> (vector<[8]xi16>, vector<[8]xi16>)
{
  // CHECK: arm_sve.intr.zip.x2
  %0, %1 = arm_sve.zip.x2 %a, %b : vector<[8]xi16>
  return %0, %1 : vector<[8]xi16>, vector<[8]xi16>
}

