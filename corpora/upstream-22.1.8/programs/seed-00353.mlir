// Piece 5 of Conversion/VectorToXeGPU/load-to-xegpu.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["no_load_zero_dim_vector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToXeGPU/load-to-xegpu.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 5116672569004615358, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @no_load_zero_dim_vector(%arg0: memref<64xf32>, %arg1: index) -> vector<f32> {
    %c64 = arith.constant 64 : index
    %0 = arith.remui %arg1, %c64 : index
    %1 = vector.load %arg0[%0] : memref<64xf32>, vector<f32>
    return %1 : vector<f32>
  }
  func.func @smith_harness_0(%arg0: index) -> (vector<f32>, memref<64xf32>) {
    %alloc = memref.alloc() : memref<64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<64xf32>)
    %cst_0 = arith.constant -1.475000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<64xf32>)
    %0 = call @no_load_zero_dim_vector(%alloc, %arg0) : (memref<64xf32>, index) -> vector<f32>
    return %0, %alloc : vector<f32>, memref<64xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %0:2 = call @smith_harness_0(%c0) : (index) -> (vector<f32>, memref<64xf32>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[] : f32 from vector<f32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    %8 = scf.for %arg0 = %c0_0 to %c64 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64_1) -> (i64) {
      %13 = memref.load %0#1[%arg0] : memref<64xf32>
      %14 = arith.bitcast %13 : f32 to i32
      %15 = arith.cmpf uno, %13, %13 : f32
      %c2143289344_i32_5 = arith.constant 2143289344 : i32
      %16 = arith.select %15, %c2143289344_i32_5, %14 : i32
      %17 = arith.extsi %16 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %18 = arith.muli %arg1, %c1000003_i64_6 : i64
      %19 = arith.addi %18, %17 : i64
      scf.yield %19 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %10 = arith.addi %9, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_4 : i64
    %12 = arith.addi %11, %8 : i64
    vector.print %12 : i64
    return
  }
}
