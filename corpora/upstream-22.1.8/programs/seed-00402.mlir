// Piece 5 of Dialect/Affine/SuperVectorize/vectorize_1d.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vec_block_arg"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/SuperVectorize/vectorize_1d.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 6118689559232223334, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vec_block_arg(%arg0: memref<32x512xi32>) {
    affine.for %arg1 = 0 to 512 {
      affine.for %arg2 = 0 to 32 {
        %0 = arith.index_cast %arg2 : index to i32
        affine.store %0, %arg0[%arg2 mod 32, %arg1 mod 512] : memref<32x512xi32>
      }
    }
    return
  }
  func.func @smith_harness_0() -> memref<32x512xi32> {
    %alloc = memref.alloc() : memref<32x512xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<32x512xi32>)
    %c0_i32_0 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_0 : i32) outs(%alloc : memref<32x512xi32>)
    call @vec_block_arg(%alloc) : (memref<32x512xi32>) -> ()
    return %alloc : memref<32x512xi32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<32x512xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c512 = arith.constant 512 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c32 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c512 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<32x512xi32>
        %6 = arith.extsi %5 : i32 to i64
        %c1000003_i64_1 = arith.constant 1000003 : i64
        %7 = arith.muli %arg3, %c1000003_i64_1 : i64
        %8 = arith.addi %7, %6 : i64
        scf.yield %8 : i64
      }
      scf.yield %4 : i64
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
