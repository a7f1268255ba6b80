// Piece 0 of Transforms/parametric-tiling.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["rectangular", "triangular"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/parametric-tiling.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8912474624863749020, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @rectangular(%arg0: memref<?x?xf32>) {
    %c2 = arith.constant 2 : index
    %c44 = arith.constant 44 : index
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c2 to %c44 step %c1 {
      scf.for %arg2 = %c1 to %c44 step %c2 {
        %c0 = arith.constant 0 : index
        %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
        %0 = arith.remui %arg1, %dim : index
        %c1_0 = arith.constant 1 : index
        %dim_1 = memref.dim %arg0, %c1_0 : memref<?x?xf32>
        %1 = arith.remui %arg2, %dim_1 : index
        %2 = memref.load %arg0[%0, %1] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @triangular(%arg0: memref<?x?xf32>) {
    %c2 = arith.constant 2 : index
    %c44 = arith.constant 44 : index
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c2 to %c44 step %c1 {
      scf.for %arg2 = %c1 to %arg1 step %c2 {
        %c0 = arith.constant 0 : index
        %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
        %0 = arith.remui %arg1, %dim : index
        %c1_0 = arith.constant 1 : index
        %dim_1 = memref.dim %arg0, %c1_0 : memref<?x?xf32>
        %1 = arith.remui %arg2, %dim_1 : index
        %2 = memref.load %arg0[%0, %1] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @smith_harness_0() -> memref<?x?xf32> {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4, %c4) : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %cst_0 = arith.constant 0.0917957425 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?xf32>)
    call @rectangular(%alloc) : (memref<?x?xf32>) -> ()
    return %alloc : memref<?x?xf32>
  }
  func.func @smith_harness_1() -> memref<?x?xf32> {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4, %c4) : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %cst_0 = arith.constant -1.150000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?xf32>)
    call @triangular(%alloc) : (memref<?x?xf32>) -> ()
    return %alloc : memref<?x?xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<?x?xf32>
    %1 = call @smith_harness_1() : () -> memref<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0, %c1_1 : memref<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %9 = memref.load %0[%arg0, %arg2] : memref<?x?xf32>
        %10 = arith.bitcast %9 : f32 to i32
        %11 = arith.cmpf uno, %9, %9 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %12 = arith.select %11, %c2143289344_i32, %10 : i32
        %13 = arith.extsi %12 : i32 to i64
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %14 = arith.muli %arg3, %c1000003_i64_12 : i64
        %15 = arith.addi %14, %13 : i64
        scf.yield %15 : i64
      }
      scf.yield %8 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %dim_6 = memref.dim %1, %c0_5 : memref<?x?xf32>
    %c1_7 = arith.constant 1 : index
    %dim_8 = memref.dim %1, %c1_7 : memref<?x?xf32>
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_3 to %dim_6 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_9) -> (i64) {
      %8 = scf.for %arg2 = %c0_3 to %dim_8 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %9 = memref.load %1[%arg0, %arg2] : memref<?x?xf32>
        %10 = arith.bitcast %9 : f32 to i32
        %11 = arith.cmpf uno, %9, %9 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %12 = arith.select %11, %c2143289344_i32, %10 : i32
        %13 = arith.extsi %12 : i32 to i64
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %14 = arith.muli %arg3, %c1000003_i64_12 : i64
        %15 = arith.addi %14, %13 : i64
        scf.yield %15 : i64
      }
      scf.yield %8 : i64
    }
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_11 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
