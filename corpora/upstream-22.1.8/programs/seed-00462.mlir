// Piece 2 of Dialect/Affine/loop-fusion-4.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["check_src_dst_step"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-4.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 7833532655968678759, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @check_src_dst_step(%arg0: memref<100xf32>, %arg1: memref<100xf32>, %arg2: memref<100xf32>) {
    affine.for %arg3 = 0 to 100 {
      %0 = affine.load %arg1[(%arg3 mod 4294967296) mod 100] : memref<100xf32>
      affine.store %0, %arg0[(%arg3 mod 4294967296) mod 100] : memref<100xf32>
    }
    affine.for %arg3 = 0 to 100 step 2 {
      %0 = affine.load %arg0[(%arg3 mod 4294967296) mod 100] : memref<100xf32>
      affine.store %0, %arg2[(%arg3 mod 4294967296) mod 100] : memref<100xf32>
    }
    return
  }
  func.func @smith_harness_0() -> (memref<100xf32>, memref<100xf32>, memref<100xf32>) {
    %alloc = memref.alloc() : memref<100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100xf32>)
    %cst_0 = arith.constant 0xFF800000 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<100xf32>)
    %alloc_1 = memref.alloc() : memref<100xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<100xf32>)
    %cst_3 = arith.constant -9.72593494E-4 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<100xf32>)
    %alloc_4 = memref.alloc() : memref<100xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_5 : f32) outs(%alloc_4 : memref<100xf32>)
    %cst_6 = arith.constant 80.9762039 : f32
    linalg.fill ins(%cst_6 : f32) outs(%alloc_4 : memref<100xf32>)
    call @check_src_dst_step(%alloc, %alloc_1, %alloc_4) : (memref<100xf32>, memref<100xf32>, memref<100xf32>) -> ()
    return %alloc, %alloc_1, %alloc_4 : memref<100xf32>, memref<100xf32>, memref<100xf32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<100xf32>, memref<100xf32>, memref<100xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c100 = arith.constant 100 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c100 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = memref.load %0#0[%arg0] : memref<100xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_11 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_11 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c100_2 = arith.constant 100 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c100_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %10 = memref.load %0#1[%arg0] : memref<100xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_11 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_11 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c100_6 = arith.constant 100 : index
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_4 to %c100_6 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %10 = memref.load %0#2[%arg0] : memref<100xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_11 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_11 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_9 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_10 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
