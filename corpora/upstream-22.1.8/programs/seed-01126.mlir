// Piece 0 of Dialect/Tosa/fold_concats.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["single_concat"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/fold_concats.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1641748096667537762, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @single_concat(%arg0: tensor<1x1x7x7xf32>) -> tensor<1x2x7x7xf32> {
    %0 = tosa.concat %arg0, %arg0 {axis = 1 : i32} : (tensor<1x1x7x7xf32>, tensor<1x1x7x7xf32>) -> tensor<1x2x7x7xf32>
    return %0 : tensor<1x2x7x7xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x1x7x7xf32>) -> tensor<1x2x7x7xf32> {
    %0 = call @single_concat(%arg0) : (tensor<1x1x7x7xf32>) -> tensor<1x2x7x7xf32>
    return %0 : tensor<1x2x7x7xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[-1.250000e+00, -1.425000e+01, -5.500000e+00, 0.561179519, -7.000000e+00, 0xFF800000, -1.475000e+01], [1.250000e+01, -7.000000e+00, -3586.24658, -3.000000e+00, 10.997468, 1.000000e+00, 1.425000e+01], [-1.750000e+00, 5.500000e+00, 0.000000e+00, 0.331068099, -1.450000e+01, -1.275000e+01, 0.00909736752], [-8641.24414, 0.00654837536, 1.375000e+01, 33.5330544, -0.054191418, 2.500000e-01, -7.324500e+00], [-5.500000e+00, -1.000000e+01, -0.0827339068, 7.500000e+00, 42.1949615, 8.750000e+00, 5.250000e+00], [1.600000e+01, 1.475000e+01, 6.250000e+00, -89.7528763, 1.300000e+01, -82.6704102, 4655.81348], [32.1860924, -1.475000e+01, 1.525000e+01, -1.125000e+01, 0x7FC00000, 1.025000e+01, -25.4293098]]]]> : tensor<1x1x7x7xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<1x1x7x7xf32>) -> tensor<1x2x7x7xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %c7_1 = arith.constant 7 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c7 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c7_1 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x2x7x7xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_3 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_3 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
