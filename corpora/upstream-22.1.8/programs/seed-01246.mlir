// Piece 3 of Dialect/Vector/scalar-vector-transfer-to-memref.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_write_0d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/scalar-vector-transfer-to-memref.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 7911904778300106159, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_write_0d(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: f32) {
    %0 = vector.broadcast %arg2 : f32 to vector<f32>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
    %1 = arith.remui %arg1, %dim : index
    %c1 = arith.constant 1 : index
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
    %2 = arith.remui %arg1, %dim_0 : index
    %c2 = arith.constant 2 : index
    %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
    %3 = arith.remui %arg1, %dim_1 : index
    vector.transfer_write %0, %arg0[%1, %2, %3] : vector<f32>, memref<?x?x?xf32>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: f32) -> memref<?x?x?xf32> {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2, %c2, %c2) : memref<?x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?x?xf32>)
    %cst_0 = arith.constant -0.011582803 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?x?xf32>)
    call @transfer_write_0d(%alloc, %arg0, %arg1) : (memref<?x?x?xf32>, index, f32) -> ()
    return %alloc : memref<?x?x?xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %cst = arith.constant -1.425000e+01 : f32
    %0 = call @smith_harness_0(%c0, %cst) : (index, f32) -> memref<?x?x?xf32>
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_1 : memref<?x?x?xf32>
    %c1_2 = arith.constant 1 : index
    %dim_3 = memref.dim %0, %c1_2 : memref<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_4 = memref.dim %0, %c2 : memref<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_0 to %dim_3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0_0 to %dim_4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = memref.load %0[%arg0, %arg2, %arg4] : memref<?x?x?xf32>
          %7 = arith.bitcast %6 : f32 to i32
          %8 = arith.cmpf uno, %6, %6 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %9 = arith.select %8, %c2143289344_i32, %7 : i32
          %10 = arith.extsi %9 : i32 to i64
          %c1000003_i64_6 = arith.constant 1000003 : i64
          %11 = arith.muli %arg5, %c1000003_i64_6 : i64
          %12 = arith.addi %11, %10 : i64
          scf.yield %12 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
