// Piece 10 of Dialect/Affine/load-store.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["zero_dim"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/load-store.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 7972525820720430147, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @zero_dim(%arg0: memref<i32>, %arg1: memref<i32>) {
    %0 = affine.load %arg0[] : memref<i32>
    affine.store %0, %arg1[] : memref<i32>
    return
  }
  func.func @smith_harness_0() -> (memref<i32>, memref<i32>) {
    %alloc = memref.alloc() : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<i32>)
    %c1946467266_i32 = arith.constant 1946467266 : i32
    linalg.fill ins(%c1946467266_i32 : i32) outs(%alloc : memref<i32>)
    %alloc_0 = memref.alloc() : memref<i32>
    %c0_i32_1 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_1 : i32) outs(%alloc_0 : memref<i32>)
    %c0_i32_2 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_2 : i32) outs(%alloc_0 : memref<i32>)
    call @zero_dim(%alloc, %alloc_0) : (memref<i32>, memref<i32>) -> ()
    return %alloc, %alloc_0 : memref<i32>, memref<i32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<i32>, memref<i32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0#0[] : memref<i32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %5 = memref.load %0#1[] : memref<i32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %8 = arith.addi %7, %6 : i64
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64_5 : i64
    %10 = arith.addi %9, %4 : i64
    vector.print %8 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_6 : i64
    %12 = arith.addi %11, %8 : i64
    vector.print %12 : i64
    return
  }
}
