// Piece 4 of Conversion/VectorToXeGPU/store-to-xegpu.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["no_store_high_dim_vector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToXeGPU/store-to-xegpu.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 5854838122548009584, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @no_store_high_dim_vector(%arg0: vector<8x16x32xf32>, %arg1: memref<16x32x64xf32>, %arg2: index) {
    %c16 = arith.constant 16 : index
    %c9 = arith.constant 9 : index
    %0 = arith.remui %arg2, %c9 : index
    %c32 = arith.constant 32 : index
    %c17 = arith.constant 17 : index
    %1 = arith.remui %arg2, %c17 : index
    %c64 = arith.constant 64 : index
    %c33 = arith.constant 33 : index
    %2 = arith.remui %arg2, %c33 : index
    vector.store %arg0, %arg1[%0, %1, %2] : memref<16x32x64xf32>, vector<8x16x32xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<8x16x32xf32>, %arg1: index) -> memref<16x32x64xf32> {
    %alloc = memref.alloc() : memref<16x32x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<16x32x64xf32>)
    %cst_0 = arith.constant -1.225000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<16x32x64xf32>)
    call @no_store_high_dim_vector(%arg0, %alloc, %arg1) : (vector<8x16x32xf32>, memref<16x32x64xf32>, index) -> ()
    return %alloc : memref<16x32x64xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<740.601257> : vector<8x16x32xf32>
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cst, %c0) : (vector<8x16x32xf32>, index) -> memref<16x32x64xf32>
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %c16 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_0 to %c32 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0_0 to %c64 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = memref.load %0[%arg0, %arg2, %arg4] : memref<16x32x64xf32>
          %7 = arith.bitcast %6 : f32 to i32
          %8 = arith.cmpf uno, %6, %6 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %9 = arith.select %8, %c2143289344_i32, %7 : i32
          %10 = arith.extsi %9 : i32 to i64
          %c1000003_i64_2 = arith.constant 1000003 : i64
          %11 = arith.muli %arg5, %c1000003_i64_2 : i64
          %12 = arith.addi %11, %10 : i64
          scf.yield %12 : i64
        }
        scf.yield %5 : i64
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
