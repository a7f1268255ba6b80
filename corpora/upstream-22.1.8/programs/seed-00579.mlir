// Piece 13 of Dialect/Bufferization/Transforms/buffer-hoisting.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["nested_region_control_flow_div_nested"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/buffer-hoisting.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 2313237484442331742, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @nested_region_control_flow_div_nested(%arg0: index, %arg1: index) -> memref<?x?xf32> {
    %0 = arith.cmpi eq, %arg0, %arg1 : index
    %alloc = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %1 = scf.if %0 -> (memref<?x?xf32>) {
      %2 = scf.if %0 -> (memref<?x?xf32>) {
        scf.yield %alloc : memref<?x?xf32>
      } else {
        %alloc_0 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
        %cst_1 = arith.constant 0.000000e+00 : f32
        linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<?x?xf32>)
        scf.yield %alloc_0 : memref<?x?xf32>
      }
      scf.yield %2 : memref<?x?xf32>
    } else {
      %alloc_0 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
      %cst_1 = arith.constant 0.000000e+00 : f32
      linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<?x?xf32>)
      scf.yield %alloc_0 : memref<?x?xf32>
    }
    return %1 : memref<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> memref<?x?xf32> {
    %0 = call @nested_region_control_flow_div_nested(%arg0, %arg1) : (index, index) -> memref<?x?xf32>
    return %0 : memref<?x?xf32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c1, %c2) : (index, index) -> memref<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_1 : memref<?x?xf32>
    %c1_2 = arith.constant 1 : index
    %dim_3 = memref.dim %0, %c1_2 : memref<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_3 step %c1_0 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<?x?xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_5 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_5 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
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
