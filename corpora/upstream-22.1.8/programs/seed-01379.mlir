// Piece 0 of Integration/Dialect/Vector/CPU/ArmSVE/vector-contract-i8mm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["prepareLHSTestData"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/ArmSVE/vector-contract-i8mm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 9009846935647182802, "skipped": {"main": "calls declared", "prepareAccTestData": "scalable", "prepareRHSTestData": "scalable", "printMemrefI32": "declaration", "setArmVLBits": "declaration", "test_smmla": "scalable", "test_summla": "scalable", "test_ummla": "scalable", "test_usmmla": "scalable"}, "smith_version": "0.1.0"}
module {
  func.func private @prepareLHSTestData(%arg0: vector<4x8xi8>) -> memref<4x8xi8> {
    %c0 = arith.constant 0 : index
    %c0_i8 = arith.constant 0 : i8
    %alloc = memref.alloc() : memref<4x8xi8>
    %c0_i8_0 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8_0 : i8) outs(%alloc : memref<4x8xi8>)
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    vector.transfer_write %arg0, %alloc[%c0, %c0] : vector<4x8xi8>, memref<4x8xi8>
    return %alloc : memref<4x8xi8>
  }
  func.func @smith_harness_0(%arg0: vector<4x8xi8>) -> memref<4x8xi8> {
    %0 = call @prepareLHSTestData(%arg0) : (vector<4x8xi8>) -> memref<4x8xi8>
    return %0 : memref<4x8xi8>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-128, 8, -1, 63, -8, 72, -3, 13], [126, 1, 30, -7, -14, 0, -7, 12], [-127, 15, 8, 1, 9, 16, 10, 12], [-106, -2, -128, 1, 84, 74, -128, -53]]> : vector<4x8xi8>
    %0 = call @smith_harness_0(%cst) : (vector<4x8xi8>) -> memref<4x8xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<4x8xi8>
        %6 = arith.extsi %5 : i8 to i64
        %c1000003_i64_1 = arith.constant 1000003 : i64
        %7 = arith.muli %arg3, %c1000003_i64_1 : i64
        %8 = arith.addi %7, %6 : i64
        scf.yield %8 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
