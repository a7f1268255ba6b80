// Piece 11 of Dialect/GPU/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simplify_gpu_launch"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/GPU/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 2784427246884935743, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @simplify_gpu_launch() attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2x16x16xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<2x16x16xf32>)
    scf.for %arg0 = %c0 to %c2 step %c1 {
      scf.for %arg1 = %c0 to %c16 step %c1 {
        scf.for %arg2 = %c0 to %c16 step %c1 {
          %c2_1 = arith.constant 2 : index
          %2 = arith.remui %arg0, %c2_1 : index
          %c16_2 = arith.constant 16 : index
          %3 = arith.remui %arg1, %c16_2 : index
          %c16_3 = arith.constant 16 : index
          %4 = arith.remui %arg2, %c16_3 : index
          memref.store %cst, %alloc[%2, %3, %4] : memref<2x16x16xf32>
        }
      }
    }
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<2x16x16xf32>
    %1 = gpu.memcpy async [%0] %memref, %alloc : memref<2x16x16xf32>, memref<2x16x16xf32>
    gpu.wait [%0]
    gpu.launch blocks(%arg0, %arg1, %arg2) in (%arg6 = %c1, %arg7 = %c1, %arg8 = %c1) threads(%arg3, %arg4, %arg5) in (%arg9 = %c32, %arg10 = %c1, %arg11 = %c1) {
      %2 = arith.muli %arg5, %c32 : index
      %3 = arith.muli %arg4, %c32 : index
      %4 = arith.addi %2, %3 : index
      %5 = arith.addi %4, %arg3 : index
      %6 = arith.divui %5, %c32 : index
      %7 = arith.muli %arg0, %c16 : index
      %8 = arith.muli %arg1, %c2 : index
      %9 = arith.muli %6, %c2 : index
      %10 = arith.addi %8, %9 : index
      %c2_1 = arith.constant 2 : index
      %11 = arith.remui %10, %c2_1 : index
      %c16_2 = arith.constant 16 : index
      %c16_3 = arith.constant 16 : index
      %12 = arith.remui %7, %c16_3 : index
      %13 = memref.load %memref[%11, %c0, %12] : memref<2x16x16xf32>
      %14 = arith.addi %10, %c1 : index
      %c2_4 = arith.constant 2 : index
      %15 = arith.remui %14, %c2_4 : index
      %c16_5 = arith.constant 16 : index
      %c16_6 = arith.constant 16 : index
      %16 = arith.remui %7, %c16_6 : index
      %17 = memref.load %memref[%15, %c0, %16] : memref<2x16x16xf32>
      %c2_7 = arith.constant 2 : index
      %18 = arith.remui %10, %c2_7 : index
      %c16_8 = arith.constant 16 : index
      %c16_9 = arith.constant 16 : index
      %19 = arith.remui %7, %c16_9 : index
      memref.store %13, %memref[%18, %c0, %19] : memref<2x16x16xf32>
      %c2_10 = arith.constant 2 : index
      %20 = arith.remui %14, %c2_10 : index
      %c16_11 = arith.constant 16 : index
      %c16_12 = arith.constant 16 : index
      %21 = arith.remui %7, %c16_12 : index
      memref.store %17, %memref[%20, %c0, %21] : memref<2x16x16xf32>
      gpu.terminator
    }
    return
  }
  func.func @smith_harness_0() {
    call @simplify_gpu_launch() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
