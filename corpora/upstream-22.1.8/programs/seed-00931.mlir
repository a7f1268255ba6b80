// Piece 2 of Dialect/SCF/for-loop-peeling-front.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["no_loop_results"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/for-loop-peeling-front.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 5785717899053638881, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1)[s0] -> (s0, d0 - d1)>
module {
  func.func @no_loop_results(%arg0: index, %arg1: memref<i32>) {
    %c0_i32 = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    scf.for %arg2 = %c0 to %arg0 step %c4 {
      %0 = affine.min #map(%arg0, %arg2)[%c4]
      %1 = memref.load %arg1[] : memref<i32>
      %2 = arith.index_cast %0 : index to i32
      %3 = arith.addi %1, %2 : i32
      memref.store %3, %arg1[] : memref<i32>
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) -> memref<i32> {
    %alloc = memref.alloc() : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<i32>)
    %c1_i32 = arith.constant 1 : i32
    linalg.fill ins(%c1_i32 : i32) outs(%alloc : memref<i32>)
    call @no_loop_results(%arg0, %alloc) : (index, memref<i32>) -> ()
    return %alloc : memref<i32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%c1) : (index) -> memref<i32>
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0[] : memref<i32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64_2 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
