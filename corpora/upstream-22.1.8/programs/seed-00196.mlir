// Piece 7 of Conversion/VectorToArmSME/unsupported.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_write_2d_zero__bad_rank"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToArmSME/unsupported.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 4177039257089728636, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_write_2d_zero__bad_rank(%arg0: memref<?x?x?xi8>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<0> : vector<[16]x[16]x[16]xi8>
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?x?x?xi8>
    %0 = arith.minui %c0, %dim : index
    %c1 = arith.constant 1 : index
    %dim_1 = memref.dim %arg0, %c1 : memref<?x?x?xi8>
    %1 = arith.minui %c0, %dim_1 : index
    %c2 = arith.constant 2 : index
    %dim_2 = memref.dim %arg0, %c2 : memref<?x?x?xi8>
    %2 = arith.minui %c0, %dim_2 : index
    vector.transfer_write %cst, %arg0[%0, %1, %2] : vector<[16]x[16]x[16]xi8>, memref<?x?x?xi8>
    return
  }
  func.func @smith_harness_0() -> memref<?x?x?xi8> {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1, %c1, %c1) : memref<?x?x?xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<?x?x?xi8>)
    %c126_i8 = arith.constant 126 : i8
    linalg.fill ins(%c126_i8 : i8) outs(%alloc : memref<?x?x?xi8>)
    call @transfer_write_2d_zero__bad_rank(%alloc) : (memref<?x?x?xi8>) -> ()
    return %alloc : memref<?x?x?xi8>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<?x?x?xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?x?x?xi8>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0, %c1_1 : memref<?x?x?xi8>
    %c2 = arith.constant 2 : index
    %dim_3 = memref.dim %0, %c2 : memref<?x?x?xi8>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = memref.load %0[%arg0, %arg2, %arg4] : memref<?x?x?xi8>
          %7 = arith.extsi %6 : i8 to i64
          %c1000003_i64_5 = arith.constant 1000003 : i64
          %8 = arith.muli %arg5, %c1000003_i64_5 : i64
          %9 = arith.addi %8, %7 : i64
          scf.yield %9 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
