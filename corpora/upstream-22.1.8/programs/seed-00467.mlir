// Piece 0 of Dialect/Affine/loop-fusion-scf-mixed.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scf_and_affine"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-scf-mixed.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4295560721893615468, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scf_and_affine(%arg0: memref<10xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<10xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<10xf32>)
    %alloc_1 = memref.alloc() : memref<10xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<10xf32>)
    affine.for %arg1 = 0 to 10 {
      %0 = affine.load %arg0[(%arg1 mod 4294967296) mod 10] : memref<10xf32>
      affine.store %0, %alloc[(%arg1 mod 4294967296) mod 10] : memref<10xf32>
    }
    affine.for %arg1 = 0 to 10 {
      %0 = affine.load %alloc[(%arg1 mod 4294967296) mod 10] : memref<10xf32>
      affine.store %0, %alloc_1[(%arg1 mod 4294967296) mod 10] : memref<10xf32>
    }
    scf.for %arg1 = %c0 to %c10 step %c1 {
      %c10_3 = arith.constant 10 : index
      %0 = arith.remui %arg1, %c10_3 : index
      memref.store %cst, %alloc[%0] : memref<10xf32>
    }
    affine.for %arg1 = 0 to 10 {
      %0 = affine.load %arg0[(%arg1 mod 4294967296) mod 10] : memref<10xf32>
      affine.store %0, %alloc[(%arg1 mod 4294967296) mod 10] : memref<10xf32>
    }
    scf.for %arg1 = %c0 to %c10 step %c1 {
      %c10_3 = arith.constant 10 : index
      %0 = arith.remui %arg1, %c10_3 : index
      memref.store %cst, %alloc[%0] : memref<10xf32>
    }
    affine.for %arg1 = 0 to 10 {
      %0 = affine.load %alloc[(%arg1 mod 4294967296) mod 10] : memref<10xf32>
      affine.store %0, %alloc_1[(%arg1 mod 4294967296) mod 10] : memref<10xf32>
    }
    return
  }
  func.func @smith_harness_0() -> memref<10xf32> {
    %alloc = memref.alloc() : memref<10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10xf32>)
    %cst_0 = arith.constant -0.623450219 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<10xf32>)
    call @scf_and_affine(%alloc) : (memref<10xf32>) -> ()
    return %alloc : memref<10xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<10xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<10xf32>
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
