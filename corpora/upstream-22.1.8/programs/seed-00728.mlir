// Piece 0 of Dialect/Linalg/inlining.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["inline_into", "inlined_fn"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/inlining.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2073545430565413757, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
module {
  func.func @inline_into(%arg0: memref<?xf32>) {
    call @inlined_fn(%arg0) : (memref<?xf32>) -> ()
    return
  }
  func.func @inlined_fn(%arg0: memref<?xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<?xf32>) outs(%arg0 : memref<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @smith_harness_0() -> memref<?xf32> {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant 1.400000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    call @inline_into(%alloc) : (memref<?xf32>) -> ()
    return %alloc : memref<?xf32>
  }
  func.func @smith_harness_1() -> memref<?xf32> {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant 1.600000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    call @inlined_fn(%alloc) : (memref<?xf32>) -> ()
    return %alloc : memref<?xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<?xf32>
    %1 = call @smith_harness_1() : () -> memref<?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = memref.load %0[%arg0] : memref<?xf32>
      %9 = arith.bitcast %8 : f32 to i32
      %10 = arith.cmpf uno, %8, %8 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %11 = arith.select %10, %c2143289344_i32, %9 : i32
      %12 = arith.extsi %11 : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %13 = arith.muli %arg1, %c1000003_i64_8 : i64
      %14 = arith.addi %13, %12 : i64
      scf.yield %14 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim_4 = memref.dim %1, %c0_3 : memref<?xf32>
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_1 to %dim_4 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %8 = memref.load %1[%arg0] : memref<?xf32>
      %9 = arith.bitcast %8 : f32 to i32
      %10 = arith.cmpf uno, %8, %8 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %11 = arith.select %10, %c2143289344_i32, %9 : i32
      %12 = arith.extsi %11 : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %13 = arith.muli %arg1, %c1000003_i64_8 : i64
      %14 = arith.addi %13, %12 : i64
      scf.yield %14 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_7 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
