// Piece 2 of Dialect/Affine/affine-data-copy.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["min_upper_bound"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/affine-data-copy.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 2116429961020782325, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (4096, d0 + 100)>
module {
  func.func @min_upper_bound(%arg0: memref<4096xf32>) -> memref<4096xf32> {
    affine.for %arg1 = 0 to 4096 step 100 {
      affine.for %arg2 = #map(%arg1) to min #map1(%arg1) {
        %0 = affine.load %arg0[%arg2 mod 4096] : memref<4096xf32>
        %1 = arith.mulf %0, %0 : f32
        affine.store %1, %arg0[%arg2 mod 4096] : memref<4096xf32>
      }
    }
    return %arg0 : memref<4096xf32>
  }
  func.func @smith_harness_0() -> (memref<4096xf32>, memref<4096xf32>) {
    %alloc = memref.alloc() : memref<4096xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4096xf32>)
    %cst_0 = arith.constant -8.412890e+02 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4096xf32>)
    %0 = call @min_upper_bound(%alloc) : (memref<4096xf32>) -> memref<4096xf32>
    return %0, %alloc : memref<4096xf32>, memref<4096xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<4096xf32>, memref<4096xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4096 = arith.constant 4096 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4096 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<4096xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_6 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c4096_2 = arith.constant 4096 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c4096_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<4096xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_6 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_5 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
