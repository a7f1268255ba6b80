// Piece 8 of Conversion/VectorToLLVM/vector-reduction-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["masked_reduce_maxf_f32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-reduction-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 6388239035402308085, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @masked_reduce_maxf_f32(%arg0: vector<16xf32>, %arg1: vector<16xi1>) -> f32 {
    %0 = vector.mask %arg1 { vector.reduction <maxnumf>, %arg0 : vector<16xf32> into f32 } : vector<16xi1> -> f32
    return %0 : f32
  }
  func.func @smith_harness_0(%arg0: vector<16xf32>, %arg1: vector<16xi1>) -> f32 {
    %0 = call @masked_reduce_maxf_f32(%arg0, %arg1) : (vector<16xf32>, vector<16xi1>) -> f32
    return %0 : f32
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.000000e+00, -0.95183891, 652.677856, -6.500000e+00, 0.000000e+00, 0xFF800000, 4333.58643, 0x7FC00000, 0.0364385061, -1.025000e+01, 8.250000e+00, -4.500000e+00, -9.250000e+00, 9.250000e+00, -1.100000e+01, -1.050000e+01]> : vector<16xf32>
    %cst_0 = arith.constant dense<[true, false, true, true, true, false, false, true, true, false, true, false, true, true, false, true]> : vector<16xi1>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<16xf32>, vector<16xi1>) -> f32
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
