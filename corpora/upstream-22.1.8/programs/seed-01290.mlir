// Piece 6 of Dialect/Vector/vector-transfer-collapse-inner-most-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["negative_non_unit_inner_memref_dim"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-transfer-collapse-inner-most-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 4139205949411521644, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @negative_non_unit_inner_memref_dim(%arg0: memref<4x8xf32>) -> vector<4x1xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst : memref<4x8xf32>, vector<4x1xf32>
    return %0 : vector<4x1xf32>
  }
  func.func @smith_harness_0() -> (vector<4x1xf32>, memref<4x8xf32>) {
    %alloc = memref.alloc() : memref<4x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x8xf32>)
    %cst_0 = arith.constant 0xFF800000 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4x8xf32>)
    %0 = call @negative_non_unit_inner_memref_dim(%alloc) : (memref<4x8xf32>) -> vector<4x1xf32>
    return %0, %alloc : vector<4x1xf32>, memref<4x8xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (vector<4x1xf32>, memref<4x8xf32>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0, 0] : f32 from vector<4x1xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0#0[1, 0] : f32 from vector<4x1xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_0 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_0, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_1 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0#0[2, 0] : f32 from vector<4x1xf32>
    %16 = arith.bitcast %15 : f32 to i32
    %17 = arith.cmpf uno, %15, %15 : f32
    %c2143289344_i32_2 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_2, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_3 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0#0[3, 0] : f32 from vector<4x1xf32>
    %23 = arith.bitcast %22 : f32 to i32
    %24 = arith.cmpf uno, %22, %22 : f32
    %c2143289344_i32_4 = arith.constant 2143289344 : i32
    %25 = arith.select %24, %c2143289344_i32_4, %23 : i32
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %29 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %34 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %35 = memref.load %0#1[%arg0, %arg2] : memref<4x8xf32>
        %36 = arith.bitcast %35 : f32 to i32
        %37 = arith.cmpf uno, %35, %35 : f32
        %c2143289344_i32_10 = arith.constant 2143289344 : i32
        %38 = arith.select %37, %c2143289344_i32_10, %36 : i32
        %39 = arith.extsi %38 : i32 to i64
        %c1000003_i64_11 = arith.constant 1000003 : i64
        %40 = arith.muli %arg3, %c1000003_i64_11 : i64
        %41 = arith.addi %40, %39 : i64
        scf.yield %41 : i64
      }
      scf.yield %34 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %28 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %30 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_8 : i64
    %31 = arith.addi %30, %28 : i64
    vector.print %29 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %32 = arith.muli %31, %c1000003_i64_9 : i64
    %33 = arith.addi %32, %29 : i64
    vector.print %33 : i64
    return
  }
}
