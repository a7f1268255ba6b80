// Reduced by `smith reduce` (404 -> 38 ops) from prog-01821 of `smith campaign --dialects tosa,arith
// --seed 2026` (regenerate it: program seed derive_seed(2026, 1821), paths derive_seed(2026, "paths",
// "prog-01821")). The campaign's finding said "first divergent pass linalg-fuse-elementwise-ops";
// the reduction shows arith-expand: it expands the arith.minimumf that tosa-to-linalg makes of
// tosa.minimum into cmpf ult + select, which ignores -0.0 < +0.0 (minimum(-0.0, +0.0) gives +0.0).
// smith reduce once stopped at once on this finding ("the divergence does not reproduce") when given
// a relative path, while its repro.sh reproduced it: tests/lowering/test_finding_reduce.py.
// smith: {"mlir_version": "22.1.8", "options": {"fixture": "campaign_2026_prog01821"}, "seed": 0, "smith_version": "0.1.0"}
module {
  func.func @compute() -> tensor<5x5x1xf32> {
    %0 = "tosa.const"() <{values = dense<[[[960.702514], [-0.000000e+00], [0.0892537087], [0.0486338772], [-7.250000e+00]], [[-1.000000e+00], [-1.600000e+01], [7.000000e+00], [0x7F800000], [-0.0758774132]], [[-20.78508], [346.973114], [-1.575000e+01], [4.250000e+00], [-6.29615879]], [[-1.275000e+01], [-8310.94921], [8.73438839E-4], [-2.500000e+00], [0.000000e+00]], [[1.275000e+01], [0.00662961509], [-8.500000e+00], [4.750000e+00], [0x7F800000]]]> : tensor<5x5x1xf32>}> : () -> tensor<5x5x1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = tosa.negate %0, %1, %2 : (tensor<5x5x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x5x1xf32>
    %4 = tosa.minimum %0, %3 : (tensor<5x5x1xf32>, tensor<5x5x1xf32>) -> tensor<5x5x1xf32>
    return %4 : tensor<5x5x1xf32>
  }
  func.func @main() {
    %0 = call @compute() : () -> tensor<5x5x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c5_0 = arith.constant 5 : index
    %c1_1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c5 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %2 = scf.for %arg2 = %c0 to %c5_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %3 = scf.for %arg4 = %c0 to %c1_1 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %c5_2 = arith.constant 5 : index
          %4 = arith.remui %arg0, %c5_2 : index
          %c5_3 = arith.constant 5 : index
          %5 = arith.remui %arg2, %c5_3 : index
          %c1_4 = arith.constant 1 : index
          %6 = arith.remui %arg4, %c1_4 : index
          %extracted = tensor.extract %0[%4, %5, %6] : tensor<5x5x1xf32>
          %7 = arith.bitcast %extracted : f32 to i32
          %8 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %9 = arith.select %8, %c2143289344_i32, %7 : i32
          %10 = arith.extsi %9 : i32 to i64
          %c1000003_i64 = arith.constant 1000003 : i64
          %11 = arith.muli %arg5, %c1000003_i64 : i64
          %12 = arith.addi %11, %10 : i64
          scf.yield %12 : i64
        }
        scf.yield %3 : i64
      }
      scf.yield %2 : i64
    }
    vector.print %1 : i64
    return
  }
}
