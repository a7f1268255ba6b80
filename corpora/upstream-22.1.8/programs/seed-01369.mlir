// Piece 0 of Integration/Dialect/Standard/CPU/test-ceil-floor-pos-neg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_read_2d", "entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Standard/CPU/test-ceil-floor-pos-neg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 9104793370547602915, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_read_2d(%arg0: memref<40xi32>, %arg1: index) {
    %c-42_i32 = arith.constant -42 : i32
    %c40 = arith.constant 40 : index
    %0 = arith.minui %arg1, %c40 : index
    %1 = vector.transfer_read %arg0[%0], %c-42_i32 : memref<40xi32>, vector<40xi32>
    vector.print %1 : vector<40xi32>
    return
  }
  func.func @entry() {
    %c0 = arith.constant 0 : index
    %c20_i32 = arith.constant 20 : i32
    %c10_i32 = arith.constant 10 : i32
    %c-10_i32 = arith.constant -10 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %alloc = memref.alloc() : memref<40xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<40xi32>)
    affine.for %arg0 = 0 to 40 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.subi %0, %c20_i32 : i32
      %c40 = arith.constant 40 : index
      %2 = arith.remui %arg0, %c40 : index
      memref.store %1, %alloc[%2] : memref<40xi32>
    }
    call @transfer_read_2d(%alloc, %c0) : (memref<40xi32>, index) -> ()
    affine.for %arg0 = 0 to 40 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.subi %0, %c20_i32 : i32
      %2 = arith.ceildivsi %1, %c10_i32 : i32
      %c40 = arith.constant 40 : index
      %3 = arith.remui %arg0, %c40 : index
      memref.store %2, %alloc[%3] : memref<40xi32>
    }
    call @transfer_read_2d(%alloc, %c0) : (memref<40xi32>, index) -> ()
    affine.for %arg0 = 0 to 40 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.subi %0, %c20_i32 : i32
      %2 = arith.floordivsi %1, %c10_i32 : i32
      %c40 = arith.constant 40 : index
      %3 = arith.remui %arg0, %c40 : index
      memref.store %2, %alloc[%3] : memref<40xi32>
    }
    call @transfer_read_2d(%alloc, %c0) : (memref<40xi32>, index) -> ()
    affine.for %arg0 = 0 to 40 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.subi %0, %c20_i32 : i32
      %2 = arith.ceildivsi %1, %c-10_i32 : i32
      %c40 = arith.constant 40 : index
      %3 = arith.remui %arg0, %c40 : index
      memref.store %2, %alloc[%3] : memref<40xi32>
    }
    call @transfer_read_2d(%alloc, %c0) : (memref<40xi32>, index) -> ()
    affine.for %arg0 = 0 to 40 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.subi %0, %c20_i32 : i32
      %2 = arith.floordivsi %1, %c-10_i32 : i32
      %c40 = arith.constant 40 : index
      %3 = arith.remui %arg0, %c40 : index
      memref.store %2, %alloc[%3] : memref<40xi32>
    }
    call @transfer_read_2d(%alloc, %c0) : (memref<40xi32>, index) -> ()
    affine.for %arg0 = 0 to 40 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.ceildivui %0, %c10_i32 : i32
      %c40 = arith.constant 40 : index
      %2 = arith.remui %arg0, %c40 : index
      memref.store %1, %alloc[%2] : memref<40xi32>
    }
    call @transfer_read_2d(%alloc, %c0) : (memref<40xi32>, index) -> ()
    affine.for %arg0 = 0 to 40 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.subi %0, %c20_i32 : i32
      %2 = arith.ceildivui %1, %c2147483647_i32 : i32
      %c40 = arith.constant 40 : index
      %3 = arith.remui %arg0, %c40 : index
      memref.store %2, %alloc[%3] : memref<40xi32>
    }
    call @transfer_read_2d(%alloc, %c0) : (memref<40xi32>, index) -> ()
    memref.dealloc %alloc : memref<40xi32>
    return
  }
  func.func @smith_harness_0(%arg0: index) -> memref<40xi32> {
    %alloc = memref.alloc() : memref<40xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<40xi32>)
    %c1_i32 = arith.constant 1 : i32
    linalg.fill ins(%c1_i32 : i32) outs(%alloc : memref<40xi32>)
    call @transfer_read_2d(%alloc, %arg0) : (memref<40xi32>, index) -> ()
    return %alloc : memref<40xi32>
  }
  func.func @smith_harness_1() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%c0) : (index) -> memref<40xi32>
    call @smith_harness_1() : () -> ()
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c40 = arith.constant 40 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %c40 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<40xi32>
      %5 = arith.extsi %4 : i32 to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %6 = arith.muli %arg1, %c1000003_i64_2 : i64
      %7 = arith.addi %6, %5 : i64
      scf.yield %7 : i64
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
