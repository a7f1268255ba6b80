// Piece 5 of Conversion/VectorToAMX/contract-to-amx.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["negative_non_vector_acc"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToAMX/contract-to-amx.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 7157599373590379642, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @negative_non_vector_acc(%arg0: vector<4x8x2xf16>, %arg1: vector<8x4x2xf16>, %arg2: f32) -> f32 {
    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["reduction", "reduction", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8x2xf16>, vector<8x4x2xf16> into f32
    return %0 : f32
  }
  func.func @smith_harness_0(%arg0: vector<4x8x2xf16>, %arg1: vector<8x4x2xf16>, %arg2: f32) -> f32 {
    %0 = call @negative_non_vector_acc(%arg0, %arg1, %arg2) : (vector<4x8x2xf16>, vector<8x4x2xf16>, f32) -> f32
    return %0 : f32
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-8.618160e-02, -7.250000e+00], [-1.559000e+03, -1.400000e+01], [-3.750000e+00, 1.175000e+01], [-1.550000e+01, 0xFC00], [1.600000e+01, -3.764630e-04], [6.308000e+03, -8.000000e+00], [5.605000e+02, -2.250000e+00], [6.306250e+01, 7.500000e+00]], [[-7.316400e+00, -7.500000e-01], [1.450000e+01, -6.034850e-03], [-8.500000e+00, -8.250000e+00], [-1.375000e+01, 8.000000e+00], [0.000000e+00, 1.000000e+00], [-1.075000e+01, 1.425000e+01], [-3.135000e+02, 1.510160e+01], [0x7E00, 1.000000e+00]], [[-7.550780e+00, -5.750000e+00], [-1.375000e+01, -3.671880e+01], [-3.500000e+00, -1.500000e+01], [-1.500000e+01, 1.275000e+01], [-2.539060e-01, 1.250000e+00], [2.308650e-02, 4.250000e+00], [-7.038120e-04, 3.896710e-03], [-4.000000e+00, -4.275000e+02]], [[8.000000e+00, -7.745000e+02], [-1.750000e+00, -5.250000e+00], [-7.500000e-01, 4.306790e-03], [1.400000e+01, -0.000000e+00], [1.415250e-03, 1.325000e+01], [1.425000e+01, 9.887500e+01], [-9.484370e+00, -1.150000e+01], [4.250000e+00, -8.830000e+02]]]> : vector<4x8x2xf16>
    %cst_0 = arith.constant dense<[[[1.550000e+01, 3.271480e-01], [9.925000e+01, -8.540000e+02], [-1.125000e+01, -5.222660e+00], [1.000000e+00, -1.050000e+01]], [[-9.500000e+00, -7.500000e-01], [-5.576000e+03, 7.629390e-02], [-9.750000e+00, -4.222870e-03], [4.992190e+00, 3.440860e-03]], [[-7.750000e+00, 7.750000e+00], [-1.275000e+01, 5.000000e+00], [-2.660750e-04, -3.250000e+00], [-1.325000e+01, -1.000000e+00]], [[-1.550000e+01, 0x7E00], [7.480000e+02, 1.100000e+01], [0xFC00, 0xFC00], [3.000000e+00, 0xFC00]], [[-1.275000e+01, -1.325000e+01], [1.175000e+01, -6.171880e+01], [9.250000e+00, 1.487500e+01], [5.250000e+00, -1.328750e+02]], [[-8.500000e+00, 1.300000e+01], [0.000000e+00, -1.575000e+01], [0.000000e+00, -2.500000e-01], [-7.089840e-01, -4.968260e-02]], [[2.637860e-03, -2.500000e+00], [1.075000e+01, 3.459450e-04], [4.500000e+00, -2.750000e+00], [0.000000e+00, 1.258590e+01]], [[-2.500000e-01, -0.000000e+00], [7.167960e+00, -4.580000e+02], [1.500000e+01, 9.776000e+03], [1.450000e+01, -1.000000e+01]]]> : vector<8x4x2xf16>
    %cst_1 = arith.constant -75.4223785 : f32
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (vector<4x8x2xf16>, vector<8x4x2xf16>, f32) -> f32
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
