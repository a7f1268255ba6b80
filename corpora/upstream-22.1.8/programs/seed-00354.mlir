// Piece 0 of Conversion/VectorToXeGPU/store-to-xegpu.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["store_1D_vector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToXeGPU/store-to-xegpu.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2399169073703524563, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @store_1D_vector(%arg0: vector<8xf32>, %arg1: memref<8x16x32xf32>, %arg2: index) {
    %c8 = arith.constant 8 : index
    %0 = arith.remui %arg2, %c8 : index
    %c16 = arith.constant 16 : index
    %1 = arith.remui %arg2, %c16 : index
    %c32 = arith.constant 32 : index
    %c25 = arith.constant 25 : index
    %2 = arith.remui %arg2, %c25 : index
    vector.store %arg0, %arg1[%0, %1, %2] : memref<8x16x32xf32>, vector<8xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<8xf32>, %arg1: index) -> memref<8x16x32xf32> {
    %alloc = memref.alloc() : memref<8x16x32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8x16x32xf32>)
    %cst_0 = arith.constant -8050.59423 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<8x16x32xf32>)
    call @store_1D_vector(%arg0, %alloc, %arg1) : (vector<8xf32>, memref<8x16x32xf32>, index) -> ()
    return %alloc : memref<8x16x32xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[1.750000e+00, -5.000000e-01, -9.56623815E-4, -5.250000e+00, 1.175000e+01, -9.750000e+00, -1.250000e+01, -1.500000e+01]> : vector<8xf32>
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%cst, %c2) : (vector<8xf32>, index) -> memref<8x16x32xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c16 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c32 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = memref.load %0[%arg0, %arg2, %arg4] : memref<8x16x32xf32>
          %7 = arith.bitcast %6 : f32 to i32
          %8 = arith.cmpf uno, %6, %6 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %9 = arith.select %8, %c2143289344_i32, %7 : i32
          %10 = arith.extsi %9 : i32 to i64
          %c1000003_i64_1 = arith.constant 1000003 : i64
          %11 = arith.muli %arg5, %c1000003_i64_1 : i64
          %12 = arith.addi %11, %10 : i64
          scf.yield %12 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
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
