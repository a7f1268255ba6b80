// Piece 3 of Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/dealloc-other.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["no_buffer_semantics_with_write_effect"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/dealloc-other.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 8130776621073288634, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @no_buffer_semantics_with_write_effect(%arg0: vector<9x6xf32>) {
    vector.print %arg0 : vector<9x6xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<9x6xf32>) {
    call @no_buffer_semantics_with_write_effect(%arg0) : (vector<9x6xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[-1.125000e+01, -1.075000e+01, 0x7FC00000, -8.000000e+00, 0xFF800000, 1.100000e+01], [-1.050000e+01, 1.150000e+01, 36.0190849, -4.250000e+00, 0x7FC00000, 0x7F800000], [-8.000000e+00, -1.275000e+01, -2961.19922, 6.47241541E-5, 1.000000e+00, 0.82974106], [-1.150000e+01, 7.250000e+00, 71.0790252, 1.125000e+01, -1.075000e+01, -6.500000e+00], [-7.500000e-01, 0.280059308, -2.000000e+00, -9.750000e+00, 1.075000e+01, 0x7F800000], [4.250000e+00, 1.000000e+00, 1.000000e+00, 1.600000e+01, 8.000000e+00, -0.00606141146], [-4.500000e+00, 1.050000e+01, -1.550000e+01, 7.250000e+00, 3.88691926, 1.175000e+01], [-4.000000e+00, 7.500000e-01, -0.49332881, 9.000000e+00, 0.0852278247, -2.500000e+00], [3.500000e+00, -5.000000e+00, 8.250000e+00, 0.000000e+00, -54.2660522, 4.500000e+00]]> : vector<9x6xf32>
    call @smith_harness_0(%cst) : (vector<9x6xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
