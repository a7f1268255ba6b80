// Piece 0 of Conversion/MPIToLLVM/mpitollvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["mpi_test_mpich"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MPIToLLVM/mpitollvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1801460758872448586, "skipped": {}, "smith_version": "0.1.0"}
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">} {
  func.func @mpi_test_mpich(%arg0: memref<100xf32>) {
    %0 = mpi.init : !mpi.retval
    %1 = mpi.comm_world : !mpi.comm
    %retval, %rank = mpi.comm_rank(%1) : !mpi.retval, i32
    mpi.send(%arg0, %rank, %rank, %1) : memref<100xf32>, i32, i32
    %2 = mpi.send(%arg0, %rank, %rank, %1) : memref<100xf32>, i32, i32 -> !mpi.retval
    mpi.recv(%arg0, %rank, %rank, %1) : memref<100xf32>, i32, i32
    %3 = mpi.recv(%arg0, %rank, %rank, %1) : memref<100xf32>, i32, i32 -> !mpi.retval
    %c10_i32 = arith.constant 10 : i32
    %c22_i32 = arith.constant 22 : i32
    %newcomm = mpi.comm_split(%1, %c10_i32, %c22_i32) : !mpi.comm
    mpi.allreduce(%arg0, %arg0, MPI_SUM, %1) : memref<100xf32>, memref<100xf32>
    %4 = mpi.finalize : !mpi.retval
    return
  }
  func.func @smith_harness_0() -> memref<100xf32> {
    %alloc = memref.alloc() : memref<100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100xf32>)
    %cst_0 = arith.constant -5.750000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<100xf32>)
    call @mpi_test_mpich(%alloc) : (memref<100xf32>) -> ()
    return %alloc : memref<100xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<100xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c100 = arith.constant 100 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c100 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<100xf32>
      %5 = arith.bitcast %4 : f32 to i32
      %6 = arith.cmpf uno, %4, %4 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %7 = arith.select %6, %c2143289344_i32, %5 : i32
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_1 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
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
