// Piece 5 of Conversion/VectorToArmSME/unsupported.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_write_2d_zero__bad_type"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToArmSME/unsupported.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 8096336791826764650, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_write_2d_zero__bad_type(%arg0: memref<?x?xi4>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<0> : vector<[16]x[16]xi4>
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?x?xi4>
    %0 = arith.minui %c0, %dim : index
    %c1 = arith.constant 1 : index
    %dim_1 = memref.dim %arg0, %c1 : memref<?x?xi4>
    %1 = arith.minui %c0, %dim_1 : index
    vector.transfer_write %cst, %arg0[%0, %1] : vector<[16]x[16]xi4>, memref<?x?xi4>
    return
  }
  func.func @smith_harness_0() -> memref<?x?xi4> {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3, %c3) : memref<?x?xi4>
    %c0_i4 = arith.constant 0 : i4
    linalg.fill ins(%c0_i4 : i4) outs(%alloc : memref<?x?xi4>)
    %c5_i4 = arith.constant 5 : i4
    linalg.fill ins(%c5_i4 : i4) outs(%alloc : memref<?x?xi4>)
    call @transfer_write_2d_zero__bad_type(%alloc) : (memref<?x?xi4>) -> ()
    return %alloc : memref<?x?xi4>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<?x?xi4>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?x?xi4>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0, %c1_1 : memref<?x?xi4>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<?x?xi4>
        %6 = arith.extsi %5 : i4 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %7 = arith.muli %arg3, %c1000003_i64_4 : i64
        %8 = arith.addi %7, %6 : i64
        scf.yield %8 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
