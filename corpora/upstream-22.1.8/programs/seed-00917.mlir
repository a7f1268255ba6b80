// Piece 1 of Dialect/SCF/buffer-deallocation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reduce"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/buffer-deallocation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3503622972376991827, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reduce(%arg0: memref<100xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.parallel (%arg1) = (%c0) to (%c1) step (%c1) init (%cst) -> f32 {
      %c100 = arith.constant 100 : index
      %1 = arith.remui %arg1, %c100 : index
      %2 = memref.load %arg0[%1] : memref<100xf32>
      scf.reduce(%2 : f32) {
      ^bb0(%arg2: f32, %arg3: f32):
        %alloc = memref.alloc() : memref<2xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<2xf32>)
        %c2 = arith.constant 2 : index
        memref.store %arg2, %alloc[%c0] : memref<2xf32>
        %c2_1 = arith.constant 2 : index
        memref.store %arg3, %alloc[%c1] : memref<2xf32>
        %c2_2 = arith.constant 2 : index
        %3 = memref.load %alloc[%c0] : memref<2xf32>
        %c2_3 = arith.constant 2 : index
        %4 = memref.load %alloc[%c1] : memref<2xf32>
        %5 = arith.addf %3, %4 : f32
        scf.reduce.return %5 : f32
      }
    }
    return
  }
  func.func @smith_harness_0() -> memref<100xf32> {
    %alloc = memref.alloc() : memref<100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100xf32>)
    %cst_0 = arith.constant -3.32126394E-4 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<100xf32>)
    call @reduce(%alloc) : (memref<100xf32>) -> ()
    return %alloc : memref<100xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<100xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c100 = arith.constant 100 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c100 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<100xf32>
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
