// Piece 2 of Dialect/MemRef/mem2reg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["basic_float"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/mem2reg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 6687672617854016286, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @basic_float() -> f32 {
    %cst = arith.constant 5.200000e+00 : f32
    %alloca = memref.alloca() : memref<f32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloca : memref<f32>)
    memref.store %cst, %alloca[] : memref<f32>
    %0 = memref.load %alloca[] : memref<f32>
    return %0 : f32
  }
  func.func @smith_harness_0() -> f32 {
    %0 = call @basic_float() : () -> f32
    return %0 : f32
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> f32
    %1 = arith.bitcast %0 : f32 to i32
    %2 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
