// Piece 0 of Integration/Dialect/Vector/CPU/ArmSVE/vector-contract-bfmmla.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["prepareLHSTestData"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/ArmSVE/vector-contract-bfmmla.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8296732351655984038, "skipped": {"main": "calls declared", "prepareAccTestData": "scalable", "prepareRHSTestData": "scalable", "printMemrefF32": "declaration", "setArmVLBits": "declaration", "test_bfmmla": "scalable"}, "smith_version": "0.1.0"}
module {
  func.func private @prepareLHSTestData(%arg0: vector<4x4xbf16>) -> memref<4x4xbf16> {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4x4xbf16>
    %cst = arith.constant 0.000000e+00 : bf16
    linalg.fill ins(%cst : bf16) outs(%alloc : memref<4x4xbf16>)
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    vector.transfer_write %arg0, %alloc[%c0, %c0] : vector<4x4xbf16>, memref<4x4xbf16>
    return %alloc : memref<4x4xbf16>
  }
  func.func @smith_harness_0(%arg0: vector<4x4xbf16>) -> memref<4x4xbf16> {
    %0 = call @prepareLHSTestData(%arg0) : (vector<4x4xbf16>) -> memref<4x4xbf16>
    return %0 : memref<4x4xbf16>
  }
  func.func @main() {
    %cst = arith.constant dense<[[8.250000e+00, 4.257810e-01, 1.600000e+01, -1.000000e+00], [-1.000000e+00, -9.500000e+00, 0x7F80, 1.750000e+00], [-4.672000e+03, -4.250000e+00, 1.250000e+01, -1.575000e+01], [6.160000e+02, -1.200000e+01, 1.525000e+01, 9.250000e+00]]> : vector<4x4xbf16>
    %0 = call @smith_harness_0(%cst) : (vector<4x4xbf16>) -> memref<4x4xbf16>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<4x4xbf16>
        %6 = arith.bitcast %5 : bf16 to i16
        %7 = arith.cmpf uno, %5, %5 : bf16
        %c32704_i16 = arith.constant 32704 : i16
        %8 = arith.select %7, %c32704_i16, %6 : i16
        %9 = arith.extsi %8 : i16 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_2 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
