// Piece 0 of Integration/Dialect/Vector/CPU/ArmSME/ssve.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["streaming_kernel_copy", "entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/ArmSME/ssve.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2473838844086607159, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @streaming_kernel_copy(%arg0: memref<?xi64>, %arg1: memref<?xi64>, %arg2: index) attributes {arm_streaming} {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %vscale = vector.vscale
    %c2_vscale = arith.muli %c2, %vscale : index
    scf.for %arg3 = %c0 to %arg2 step %c2_vscale {
      %c0_0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_0 : memref<?xi64>
      %vscale_1 = vector.vscale
      %c2_2 = arith.constant 2 : index
      %c2_vscale_3 = arith.muli %vscale_1, %c2_2 : index
      %c1 = arith.constant 1 : index
      %0 = arith.subi %c2_vscale_3, %c1 : index
      %1 = arith.subi %dim, %0 : index
      %c1_4 = arith.constant 1 : index
      %2 = arith.maxsi %1, %c1_4 : index
      %3 = arith.remui %arg3, %2 : index
      %4 = vector.load %arg0[%3] : memref<?xi64>, vector<[2]xi64>
      %c0_5 = arith.constant 0 : index
      %dim_6 = memref.dim %arg1, %c0_5 : memref<?xi64>
      %vscale_7 = vector.vscale
      %c2_8 = arith.constant 2 : index
      %c2_vscale_9 = arith.muli %vscale_7, %c2_8 : index
      %c1_10 = arith.constant 1 : index
      %5 = arith.subi %c2_vscale_9, %c1_10 : index
      %6 = arith.subi %dim_6, %5 : index
      %c1_11 = arith.constant 1 : index
      %7 = arith.maxsi %6, %c1_11 : index
      %8 = arith.remui %arg3, %7 : index
      vector.store %4, %arg1[%8] : memref<?xi64>, vector<[2]xi64>
    }
    return
  }
  func.func @entry() -> i32 {
    %c0_i64 = arith.constant 0 : i64
    %c0_i32 = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %alloc = memref.alloc() : memref<32xi64>
    %c0_i64_0 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64_0 : i64) outs(%alloc : memref<32xi64>)
    %alloc_1 = memref.alloc() : memref<32xi64>
    %c0_i64_2 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64_2 : i64) outs(%alloc_1 : memref<32xi64>)
    %cst = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]> : vector<32xi64>
    %c32_3 = arith.constant 32 : index
    vector.transfer_write %cst, %alloc[%c0] : vector<32xi64>, memref<32xi64>
    %cast = memref.cast %alloc : memref<32xi64> to memref<?xi64>
    %cast_4 = memref.cast %alloc_1 : memref<32xi64> to memref<?xi64>
    call @streaming_kernel_copy(%cast, %cast_4, %c32) : (memref<?xi64>, memref<?xi64>, index) -> ()
    scf.for %arg0 = %c0 to %c32 step %c4 {
      %c32_5 = arith.constant 32 : index
      %0 = arith.minui %arg0, %c32_5 : index
      %1 = vector.transfer_read %alloc_1[%0], %c0_i64 : memref<32xi64>, vector<4xi64>
      vector.print %1 : vector<4xi64>
    }
    memref.dealloc %alloc : memref<32xi64>
    memref.dealloc %alloc_1 : memref<32xi64>
    return %c0_i32 : i32
  }
  func.func @smith_harness_0(%arg0: index) -> (memref<?xi64>, memref<?xi64>) {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?xi64>
    %c0_i64 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64 : i64) outs(%alloc : memref<?xi64>)
    %c-10_i64 = arith.constant -10 : i64
    linalg.fill ins(%c-10_i64 : i64) outs(%alloc : memref<?xi64>)
    %c4_0 = arith.constant 4 : index
    %alloc_1 = memref.alloc(%c4_0) : memref<?xi64>
    %c0_i64_2 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64_2 : i64) outs(%alloc_1 : memref<?xi64>)
    %c5_i64 = arith.constant 5 : i64
    linalg.fill ins(%c5_i64 : i64) outs(%alloc_1 : memref<?xi64>)
    call @streaming_kernel_copy(%alloc, %alloc_1, %arg0) : (memref<?xi64>, memref<?xi64>, index) -> ()
    return %alloc, %alloc_1 : memref<?xi64>, memref<?xi64>
  }
  func.func @smith_harness_1() -> i32 {
    %0 = call @entry() : () -> i32
    return %0 : i32
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %0:2 = call @smith_harness_0(%c0) : (index) -> (memref<?xi64>, memref<?xi64>)
    %1 = call @smith_harness_1() : () -> i32
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_1 : memref<?xi64>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %11 = memref.load %0#0[%arg0] : memref<?xi64>
      %c1000003_i64_10 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_10 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim_5 = memref.dim %0#1, %c0_4 : memref<?xi64>
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_2 to %dim_5 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %11 = memref.load %0#1[%arg0] : memref<?xi64>
      %c1000003_i64_10 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_10 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %4 = arith.extsi %1 : i32 to i64
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_8 : i64
    %8 = arith.addi %7, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_9 : i64
    %10 = arith.addi %9, %4 : i64
    vector.print %10 : i64
    return
  }
}
