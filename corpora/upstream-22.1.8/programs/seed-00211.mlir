// Piece 65 of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reduce_f32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 65, "release": "22.1.8"}, "seed": 8870305170535859821, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reduce_f32(%arg0: vector<16xf32>) -> f32 {
    %0 = vector.reduction <add>, %arg0 : vector<16xf32> into f32
    return %0 : f32
  }
  func.func @smith_harness_0(%arg0: vector<16xf32>) -> f32 {
    %0 = call @reduce_f32(%arg0) : (vector<16xf32>) -> f32
    return %0 : f32
  }
  func.func @main() {
    %cst = arith.constant dense<[1.150000e+01, 7.750000e+00, 1.075000e+01, 0.0730993449, 1.400000e+01, -1.325000e+01, 0.000000e+00, 0.297966033, 8.000000e+00, -7.250000e+00, -3.500000e+00, 3.750000e+00, -1.125000e+01, -1.450000e+01, -5.250000e+00, -5.500000e+00]> : vector<16xf32>
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
