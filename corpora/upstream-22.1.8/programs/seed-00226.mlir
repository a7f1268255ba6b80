// Piece 11 of Conversion/SCFToGPU/parallel_loop.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["parallel_reduction_2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/SCFToGPU/parallel_loop.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 8704286676038107242, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @parallel_reduction_2d() {
    %alloc = memref.alloc() : memref<f32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    %alloc_0 = memref.alloc() : memref<8x8xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<8x8xf32>)
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %cst_2 = arith.constant 0.000000e+00 : f32
    scf.parallel (%arg0) = (%c0) to (%c1) step (%c1) {
      %0 = scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) init (%cst_2) -> f32 {
        %c8_3 = arith.constant 8 : index
        %1 = arith.remui %arg1, %c8_3 : index
        %c8_4 = arith.constant 8 : index
        %2 = arith.remui %arg2, %c8_4 : index
        %3 = memref.load %alloc_0[%1, %2] : memref<8x8xf32>
        scf.reduce(%3 : f32) {
        ^bb0(%arg3: f32, %arg4: f32):
          %4 = arith.addf %arg3, %arg4 : f32
          scf.reduce.return %4 : f32
        }
      } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
      memref.store %0, %alloc[] : memref<f32>
      scf.reduce 
    } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    memref.dealloc %alloc : memref<f32>
    memref.dealloc %alloc_0 : memref<8x8xf32>
    return
  }
  func.func @smith_harness_0() {
    call @parallel_reduction_2d() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
