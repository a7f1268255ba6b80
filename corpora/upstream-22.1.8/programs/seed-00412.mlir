// Piece 1 of Dialect/Affine/affine-expand-index-ops-as-affine.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dynamic_basis"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/affine-expand-index-ops-as-affine.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3453057932400130666, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dynamic_basis(%arg0: index, %arg1: memref<?x?x?xf32>) -> (index, index, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %dim = memref.dim %arg1, %c1 : memref<?x?x?xf32>
    %dim_0 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
    %0:3 = affine.delinearize_index %arg0 into (%dim, %dim_0) : index, index, index
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @smith_harness_0(%arg0: index) -> (index, index, index, memref<?x?x?xf32>) {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4, %c4, %c4) : memref<?x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?x?xf32>)
    %cst_0 = arith.constant -0.00852824188 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?x?xf32>)
    %0:3 = call @dynamic_basis(%arg0, %alloc) : (index, memref<?x?x?xf32>) -> (index, index, index)
    return %0#0, %0#1, %0#2, %alloc : index, index, index, memref<?x?x?xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %0:4 = call @smith_harness_0(%c2) : (index) -> (index, index, index, memref<?x?x?xf32>)
    %1 = arith.index_cast %0#0 : index to i64
    %2 = arith.index_cast %0#1 : index to i64
    %3 = arith.index_cast %0#2 : index to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#3, %c0_0 : memref<?x?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0#3, %c1_1 : memref<?x?x?xf32>
    %c2_3 = arith.constant 2 : index
    %dim_4 = memref.dim %0#3, %c2_3 : memref<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %4 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %13 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = scf.for %arg4 = %c0 to %dim_4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %15 = memref.load %0#3[%arg0, %arg2, %arg4] : memref<?x?x?xf32>
          %16 = arith.bitcast %15 : f32 to i32
          %17 = arith.cmpf uno, %15, %15 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %18 = arith.select %17, %c2143289344_i32, %16 : i32
          %19 = arith.extsi %18 : i32 to i64
          %c1000003_i64_9 = arith.constant 1000003 : i64
          %20 = arith.muli %arg5, %c1000003_i64_9 : i64
          %21 = arith.addi %20, %19 : i64
          scf.yield %21 : i64
        }
        scf.yield %14 : i64
      }
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %6 = arith.addi %5, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_6 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_7 : i64
    %10 = arith.addi %9, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_8 : i64
    %12 = arith.addi %11, %4 : i64
    vector.print %12 : i64
    return
  }
}
