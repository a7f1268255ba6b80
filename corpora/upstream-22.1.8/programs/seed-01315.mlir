// Piece 3 of Dialect/XeGPU/xegpu-vector-linearize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_vector_store_load_4x4_f16"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/XeGPU/xegpu-vector-linearize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 7497769470454559079, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_vector_store_load_4x4_f16(%arg0: memref<4x4xf16>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c4_0 = arith.constant 4 : index
    %c1_1 = arith.constant 1 : index
    %0 = vector.load %arg0[%c0, %c0] : memref<4x4xf16>, vector<4x4xf16>
    %c4_2 = arith.constant 4 : index
    %c1_3 = arith.constant 1 : index
    %c4_4 = arith.constant 4 : index
    %c1_5 = arith.constant 1 : index
    vector.store %0, %arg0[%c0, %c0] : memref<4x4xf16>, vector<4x4xf16>
    return
  }
  func.func @smith_harness_0() -> memref<4x4xf16> {
    %alloc = memref.alloc() : memref<4x4xf16>
    %cst = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst : f16) outs(%alloc : memref<4x4xf16>)
    %cst_0 = arith.constant -1.958850e-03 : f16
    linalg.fill ins(%cst_0 : f16) outs(%alloc : memref<4x4xf16>)
    call @test_vector_store_load_4x4_f16(%alloc) : (memref<4x4xf16>) -> ()
    return %alloc : memref<4x4xf16>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<4x4xf16>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<4x4xf16>
        %6 = arith.bitcast %5 : f16 to i16
        %7 = arith.cmpf uno, %5, %5 : f16
        %c32256_i16 = arith.constant 32256 : i16
        %8 = arith.select %7, %c32256_i16, %6 : i16
        %9 = arith.extsi %8 : i16 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_2 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
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
