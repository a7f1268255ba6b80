// Piece 0 of Integration/Dialect/Vector/CPU/ArmSVE/transfer-read-scalable-non-trailing.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_read_scalable_non_trailing"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/ArmSVE/transfer-read-scalable-non-trailing.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4536621457209785160, "skipped": {"main": "calls declared", "printVec": "scalable", "setArmVLBits": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func @transfer_read_scalable_non_trailing(%arg0: memref<?x8xi8>) attributes {no_inline} {
    %c0 = arith.constant 0 : index
    %c0_i8 = arith.constant 0 : i8
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?x8xi8>
    %0 = arith.minui %c0, %dim : index
    %c8 = arith.constant 8 : index
    %1 = vector.transfer_read %arg0[%0, %c0], %c0_i8 : memref<?x8xi8>, vector<[4]x8xi8>
    %2 = vector.shape_cast %1 : vector<[4]x8xi8> to vector<[32]xi8>
    call @printVec(%2) : (vector<[32]xi8>) -> ()
    return
  }
  func.func private @printVec(%arg0: vector<[32]xi8>) {
    %0 = vector.scalable.extract %arg0[0] : vector<[16]xi8> from vector<[32]xi8>
    %1 = vector.scalable.extract %arg0[16] : vector<[16]xi8> from vector<[32]xi8>
    vector.print %0 : vector<[16]xi8>
    vector.print %1 : vector<[16]xi8>
    return
  }
  func.func private @setArmVLBits(i32)
  func.func @smith_harness_0() -> memref<?x8xi8> {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?x8xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<?x8xi8>)
    %c8_i8 = arith.constant 8 : i8
    linalg.fill ins(%c8_i8 : i8) outs(%alloc : memref<?x8xi8>)
    call @transfer_read_scalable_non_trailing(%alloc) : (memref<?x8xi8>) -> ()
    return %alloc : memref<?x8xi8>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<?x8xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?x8xi8>
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<?x8xi8>
        %6 = arith.extsi %5 : i8 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %7 = arith.muli %arg3, %c1000003_i64_2 : i64
        %8 = arith.addi %7, %6 : i64
        scf.yield %8 : i64
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
