// Piece 0 of Conversion/VectorToLLVM/vector-reduction-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reduce_add_f32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-reduction-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 733900934057003898, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reduce_add_f32(%arg0: vector<16xf32>) -> f32 {
    %0 = vector.reduction <add>, %arg0 : vector<16xf32> into f32
    return %0 : f32
  }
  func.func @smith_harness_0(%arg0: vector<16xf32>) -> f32 {
    %0 = call @reduce_add_f32(%arg0) : (vector<16xf32>) -> f32
    return %0 : f32
  }
  func.func @main() {
    %cst = arith.constant dense<[1.000000e+00, 0x7F800000, -4.74693981E-4, 5.500000e+00, -6.500000e+00, 8.750000e+00, 1.250000e+00, 0x7FC00000, 0x7FC00000, 4508.02734, 6.34769094E-4, 6.500000e+00, -3.09721392E-4, -0.000000e+00, -5.000000e-01, 0.0140004503]> : vector<16xf32>
    %0 = call @smith_harness_0(%cst) : (vector<16xf32>) -> f32
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
