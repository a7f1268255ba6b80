// Piece 3 of Conversion/VectorToLLVM/use-vector-alignment.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["store_with_alignment_attribute"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/use-vector-alignment.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 7999598511192172350, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @store_with_alignment_attribute(%arg0: memref<200x100xf32>, %arg1: index, %arg2: index) {
    %cst = arith.constant dense<1.100000e+01> : vector<4xf32>
    %c200 = arith.constant 200 : index
    %0 = arith.remui %arg1, %c200 : index
    %c100 = arith.constant 100 : index
    %c97 = arith.constant 97 : index
    %1 = arith.remui %arg2, %c97 : index
    vector.store %cst, %arg0[%0, %1] {alignment = 8 : i64} : memref<200x100xf32>, vector<4xf32>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> memref<200x100xf32> {
    %alloc = memref.alloc() : memref<200x100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<200x100xf32>)
    %cst_0 = arith.constant 0x7FC00000 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<200x100xf32>)
    call @store_with_alignment_attribute(%alloc, %arg0, %arg1) : (memref<200x100xf32>, index, index) -> ()
    return %alloc : memref<200x100xf32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%c3, %c0) : (index, index) -> memref<200x100xf32>
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c200 = arith.constant 200 : index
    %c100 = arith.constant 100 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %c200 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_0 to %c100 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<200x100xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_2 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
