// Piece 0 of Dialect/Vector/scalar-vector-transfer-to-memref.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_read_0d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/scalar-vector-transfer-to-memref.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3527904434958353104, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_read_0d(%arg0: memref<?x?x?xf32>, %arg1: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
    %0 = arith.remui %arg1, %dim : index
    %c1 = arith.constant 1 : index
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
    %1 = arith.remui %arg1, %dim_0 : index
    %c2 = arith.constant 2 : index
    %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
    %2 = arith.remui %arg1, %dim_1 : index
    %3 = vector.transfer_read %arg0[%0, %1, %2], %cst : memref<?x?x?xf32>, vector<f32>
    %4 = vector.extract %3[] : f32 from vector<f32>
    return %4 : f32
  }
  func.func @smith_harness_0(%arg0: index) -> (f32, memref<?x?x?xf32>) {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4, %c4, %c4) : memref<?x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?x?xf32>)
    %cst_0 = arith.constant -5.000000e-01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?x?xf32>)
    %0 = call @transfer_read_0d(%alloc, %arg0) : (memref<?x?x?xf32>, index) -> f32
    return %0, %alloc : f32, memref<?x?x?xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %0:2 = call @smith_harness_0(%c2) : (index) -> (f32, memref<?x?x?xf32>)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#1, %c0_0 : memref<?x?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0#1, %c1_1 : memref<?x?x?xf32>
    %c2_3 = arith.constant 2 : index
    %dim_4 = memref.dim %0#1, %c2_3 : memref<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0 to %dim_4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = memref.load %0#1[%arg0, %arg2, %arg4] : memref<?x?x?xf32>
          %13 = arith.bitcast %12 : f32 to i32
          %14 = arith.cmpf uno, %12, %12 : f32
          %c2143289344_i32_7 = arith.constant 2143289344 : i32
          %15 = arith.select %14, %c2143289344_i32_7, %13 : i32
          %16 = arith.extsi %15 : i32 to i64
          %c1000003_i64_8 = arith.constant 1000003 : i64
          %17 = arith.muli %arg5, %c1000003_i64_8 : i64
          %18 = arith.addi %17, %16 : i64
          scf.yield %18 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %7 = arith.addi %6, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_6 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %9 : i64
    return
  }
}
