// Piece 9 of Conversion/VectorToSCF/vector-to-scf.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_read_strided", "transfer_write_strided"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToSCF/vector-to-scf.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 4569057078637819512, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0 + d1 * 8)>
module {
  func.func @transfer_read_strided(%arg0: memref<8x4xf32, #map>) -> vector<4xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst : memref<8x4xf32, #map>, vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @transfer_write_strided(%arg0: vector<4xf32>, %arg1: memref<8x4xf32, #map>) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    vector.transfer_write %arg0, %arg1[%c0, %c0] : vector<4xf32>, memref<8x4xf32, #map>
    return
  }
  func.func @smith_harness_0() -> (vector<4xf32>, memref<32xf32>) {
    %alloc = memref.alloc() : memref<32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<32xf32>)
    %cst_0 = arith.constant 6.06264209 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<32xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [8, 4], strides: [1, 8] : memref<32xf32> to memref<8x4xf32, #map>
    %0 = call @transfer_read_strided(%reinterpret_cast) : (memref<8x4xf32, #map>) -> vector<4xf32>
    return %0, %alloc : vector<4xf32>, memref<32xf32>
  }
  func.func @smith_harness_1(%arg0: vector<4xf32>) -> memref<32xf32> {
    %alloc = memref.alloc() : memref<32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<32xf32>)
    %cst_0 = arith.constant 1.325000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<32xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [8, 4], strides: [1, 8] : memref<32xf32> to memref<8x4xf32, #map>
    call @transfer_write_strided(%arg0, %reinterpret_cast) : (vector<4xf32>, memref<8x4xf32, #map>) -> ()
    return %alloc : memref<32xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (vector<4xf32>, memref<32xf32>)
    %cst = arith.constant dense<[7.000000e+00, -5.250000e+00, -4.250000e+00, -93.6327514]> : vector<4xf32>
    %1 = call @smith_harness_1(%cst) : (vector<4xf32>) -> memref<32xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = vector.extract %0#0[0] : f32 from vector<4xf32>
    %3 = arith.bitcast %2 : f32 to i32
    %4 = arith.cmpf uno, %2, %2 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %5 = arith.select %4, %c2143289344_i32, %3 : i32
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0#0[1] : f32 from vector<4xf32>
    %10 = arith.bitcast %9 : f32 to i32
    %11 = arith.cmpf uno, %9, %9 : f32
    %c2143289344_i32_0 = arith.constant 2143289344 : i32
    %12 = arith.select %11, %c2143289344_i32_0, %10 : i32
    %13 = arith.extsi %12 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %14 = arith.muli %8, %c1000003_i64_1 : i64
    %15 = arith.addi %14, %13 : i64
    %16 = vector.extract %0#0[2] : f32 from vector<4xf32>
    %17 = arith.bitcast %16 : f32 to i32
    %18 = arith.cmpf uno, %16, %16 : f32
    %c2143289344_i32_2 = arith.constant 2143289344 : i32
    %19 = arith.select %18, %c2143289344_i32_2, %17 : i32
    %20 = arith.extsi %19 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %21 = arith.muli %15, %c1000003_i64_3 : i64
    %22 = arith.addi %21, %20 : i64
    %23 = vector.extract %0#0[3] : f32 from vector<4xf32>
    %24 = arith.bitcast %23 : f32 to i32
    %25 = arith.cmpf uno, %23, %23 : f32
    %c2143289344_i32_4 = arith.constant 2143289344 : i32
    %26 = arith.select %25, %c2143289344_i32_4, %24 : i32
    %27 = arith.extsi %26 : i32 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %28 = arith.muli %22, %c1000003_i64_5 : i64
    %29 = arith.addi %28, %27 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %30 = scf.for %arg0 = %c0 to %c32 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %38 = memref.load %0#1[%arg0] : memref<32xf32>
      %39 = arith.bitcast %38 : f32 to i32
      %40 = arith.cmpf uno, %38, %38 : f32
      %c2143289344_i32_15 = arith.constant 2143289344 : i32
      %41 = arith.select %40, %c2143289344_i32_15, %39 : i32
      %42 = arith.extsi %41 : i32 to i64
      %c1000003_i64_16 = arith.constant 1000003 : i64
      %43 = arith.muli %arg1, %c1000003_i64_16 : i64
      %44 = arith.addi %43, %42 : i64
      scf.yield %44 : i64
    }
    %c0_7 = arith.constant 0 : index
    %c1_8 = arith.constant 1 : index
    %c32_9 = arith.constant 32 : index
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %31 = scf.for %arg0 = %c0_7 to %c32_9 step %c1_8 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %38 = memref.load %1[%arg0] : memref<32xf32>
      %39 = arith.bitcast %38 : f32 to i32
      %40 = arith.cmpf uno, %38, %38 : f32
      %c2143289344_i32_15 = arith.constant 2143289344 : i32
      %41 = arith.select %40, %c2143289344_i32_15, %39 : i32
      %42 = arith.extsi %41 : i32 to i64
      %c1000003_i64_16 = arith.constant 1000003 : i64
      %43 = arith.muli %arg1, %c1000003_i64_16 : i64
      %44 = arith.addi %43, %42 : i64
      scf.yield %44 : i64
    }
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    vector.print %29 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %32 = arith.muli %c-3750763034362895579_i64_11, %c1000003_i64_12 : i64
    %33 = arith.addi %32, %29 : i64
    vector.print %30 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %34 = arith.muli %33, %c1000003_i64_13 : i64
    %35 = arith.addi %34, %30 : i64
    vector.print %31 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %36 = arith.muli %35, %c1000003_i64_14 : i64
    %37 = arith.addi %36, %31 : i64
    vector.print %37 : i64
    return
  }
}
