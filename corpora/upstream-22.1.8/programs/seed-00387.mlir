// Piece 11 of Dialect/AMDGPU/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dead_atomic_add"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/AMDGPU/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 5165703919484617812, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dead_atomic_add(%arg0: memref<4xf32>, %arg1: f32) {
    %c4_i32 = arith.constant 4 : i32
    amdgpu.raw_buffer_atomic_fadd %arg1 -> %arg0[%c4_i32] : f32 -> memref<4xf32>, i32
    return
  }
  func.func @smith_harness_0(%arg0: f32) -> memref<4xf32> {
    %alloc = memref.alloc() : memref<4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
    %cst_0 = arith.constant 9.500000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4xf32>)
    call @dead_atomic_add(%alloc, %arg0) : (memref<4xf32>, f32) -> ()
    return %alloc : memref<4xf32>
  }
  func.func @main() {
    %cst = arith.constant -7.184150e-02 : f32
    %0 = call @smith_harness_0(%cst) : (f32) -> memref<4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<4xf32>
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
