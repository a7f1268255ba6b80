// Piece 0 of Dialect/Bufferization/Transforms/one-shot-bufferize-compat.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["out_of_place_bufferization"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-bufferize-compat.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1228597421634828182, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @out_of_place_bufferization(%arg0: tensor<?xf32>) -> (f32, f32) {
    %cst = arith.constant 0.000000e+00 : f32
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %0 = arith.remui %c5, %dim : index
    %inserted = tensor.insert %cst into %arg0[%0] : tensor<?xf32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %1 = arith.remui %c5, %dim_1 : index
    %extracted = tensor.extract %arg0[%1] : tensor<?xf32>
    %c0_2 = arith.constant 0 : index
    %dim_3 = tensor.dim %inserted, %c0_2 : tensor<?xf32>
    %2 = arith.remui %c5, %dim_3 : index
    %extracted_4 = tensor.extract %inserted[%2] : tensor<?xf32>
    return %extracted, %extracted_4 : f32, f32
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>) -> (f32, f32) {
    %0:2 = call @out_of_place_bufferization(%arg0) : (tensor<?xf32>) -> (f32, f32)
    return %0#0, %0#1 : f32, f32
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.000000e+00, 7.48198223, -6.750000e+00, -9.500000e+00]> : tensor<4xf32>
    %cast = tensor.cast %cst : tensor<4xf32> to tensor<?xf32>
    %0:2 = call @smith_harness_0(%cast) : (tensor<?xf32>) -> (f32, f32)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %5 = arith.bitcast %0#1 : f32 to i32
    %6 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32_0 = arith.constant 2143289344 : i32
    %7 = arith.select %6, %c2143289344_i32_0, %5 : i32
    %8 = arith.extsi %7 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %10 = arith.addi %9, %4 : i64
    vector.print %8 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %8 : i64
    vector.print %12 : i64
    return
  }
}
