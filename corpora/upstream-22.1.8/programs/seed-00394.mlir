// Piece 8 of Dialect/AMDGPU/maskedload-to-load.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["full_select_maskedload_to_load"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/AMDGPU/maskedload-to-load.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 9100189301842198995, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @full_select_maskedload_to_load(%arg0: memref<8x8xf16>, %arg1: index, %arg2: i1, %arg3: vector<4xf16>) -> vector<4xf16> {
    %0 = vector.broadcast %arg2 : i1 to vector<4xi1>
    %1 = vector.maskedload %arg0[%arg1, %arg1], %0, %arg3 : memref<8x8xf16>, vector<4xi1>, vector<4xf16> into vector<4xf16>
    return %1 : vector<4xf16>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: i1, %arg2: vector<4xf16>) -> (vector<4xf16>, memref<8x8xf16>) {
    %alloc = memref.alloc() : memref<8x8xf16>
    %cst = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst : f16) outs(%alloc : memref<8x8xf16>)
    %cst_0 = arith.constant -1.250000e+00 : f16
    linalg.fill ins(%cst_0 : f16) outs(%alloc : memref<8x8xf16>)
    %0 = call @full_select_maskedload_to_load(%alloc, %arg0, %arg1, %arg2) : (memref<8x8xf16>, index, i1, vector<4xf16>) -> vector<4xf16>
    return %0, %alloc : vector<4xf16>, memref<8x8xf16>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %true = arith.constant true
    %cst = arith.constant dense<[-4.750000e+00, 0x7C00, 0x7C00, 0x7E00]> : vector<4xf16>
    %0:2 = call @smith_harness_0(%c2, %true, %cst) : (index, i1, vector<4xf16>) -> (vector<4xf16>, memref<8x8xf16>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : f16 from vector<4xf16>
    %2 = arith.bitcast %1 : f16 to i16
    %3 = arith.cmpf uno, %1, %1 : f16
    %c32256_i16 = arith.constant 32256 : i16
    %4 = arith.select %3, %c32256_i16, %2 : i16
    %5 = arith.extsi %4 : i16 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0#0[1] : f16 from vector<4xf16>
    %9 = arith.bitcast %8 : f16 to i16
    %10 = arith.cmpf uno, %8, %8 : f16
    %c32256_i16_0 = arith.constant 32256 : i16
    %11 = arith.select %10, %c32256_i16_0, %9 : i16
    %12 = arith.extsi %11 : i16 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_1 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0#0[2] : f16 from vector<4xf16>
    %16 = arith.bitcast %15 : f16 to i16
    %17 = arith.cmpf uno, %15, %15 : f16
    %c32256_i16_2 = arith.constant 32256 : i16
    %18 = arith.select %17, %c32256_i16_2, %16 : i16
    %19 = arith.extsi %18 : i16 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_3 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0#0[3] : f16 from vector<4xf16>
    %23 = arith.bitcast %22 : f16 to i16
    %24 = arith.cmpf uno, %22, %22 : f16
    %c32256_i16_4 = arith.constant 32256 : i16
    %25 = arith.select %24, %c32256_i16_4, %23 : i16
    %26 = arith.extsi %25 : i16 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c8_6 = arith.constant 8 : index
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %29 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %34 = scf.for %arg2 = %c0 to %c8_6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %35 = memref.load %0#1[%arg0, %arg2] : memref<8x8xf16>
        %36 = arith.bitcast %35 : f16 to i16
        %37 = arith.cmpf uno, %35, %35 : f16
        %c32256_i16_11 = arith.constant 32256 : i16
        %38 = arith.select %37, %c32256_i16_11, %36 : i16
        %39 = arith.extsi %38 : i16 to i64
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %40 = arith.muli %arg3, %c1000003_i64_12 : i64
        %41 = arith.addi %40, %39 : i64
        scf.yield %41 : i64
      }
      scf.yield %34 : i64
    }
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    vector.print %28 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %30 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64_9 : i64
    %31 = arith.addi %30, %28 : i64
    vector.print %29 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %32 = arith.muli %31, %c1000003_i64_10 : i64
    %33 = arith.addi %32, %29 : i64
    vector.print %33 : i64
    return
  }
}
