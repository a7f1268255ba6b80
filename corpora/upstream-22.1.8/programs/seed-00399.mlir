// Piece 0 of Dialect/Affine/SuperVectorize/uniform_divergent.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["uniform_arg"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/SuperVectorize/uniform_divergent.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4829409935285839041, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @uniform_arg(%arg0: memref<512xf32>, %arg1: f32) {
    affine.for %arg2 = 0 to 512 {
      %0 = affine.load %arg0[%arg2 mod 512] : memref<512xf32>
      %1 = arith.addf %0, %arg1 : f32
    }
    return
  }
  func.func @smith_harness_0(%arg0: f32) -> memref<512xf32> {
    %alloc = memref.alloc() : memref<512xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<512xf32>)
    %cst_0 = arith.constant -7.500000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<512xf32>)
    call @uniform_arg(%alloc, %arg0) : (memref<512xf32>, f32) -> ()
    return %alloc : memref<512xf32>
  }
  func.func @main() {
    %cst = arith.constant -1.000000e+00 : f32
    %0 = call @smith_harness_0(%cst) : (f32) -> memref<512xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c512 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<512xf32>
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
