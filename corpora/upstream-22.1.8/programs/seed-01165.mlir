// Piece 0 of Dialect/Tosa/tosa-reduce-transposes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_transpose_tracks_to_nullifying_single_step"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-reduce-transposes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4176318801018698585, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_transpose_tracks_to_nullifying_single_step(%arg0: tensor<1x2x3x4xi32>) -> tensor<1x2x3x4xi32> {
    %0 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x2x3x4xi32>) -> tensor<1x3x4x2xi32>
    %1 = tosa.ceil %0 : (tensor<1x3x4x2xi32>) -> tensor<1x3x4x2xi32>
    %2 = tosa.transpose %1 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x3x4x2xi32>) -> tensor<1x2x3x4xi32>
    return %2 : tensor<1x2x3x4xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x2x3x4xi32>) -> tensor<1x2x3x4xi32> {
    %0 = call @test_transpose_tracks_to_nullifying_single_step(%arg0) : (tensor<1x2x3x4xi32>) -> tensor<1x2x3x4xi32>
    return %0 : tensor<1x2x3x4xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[4, 3, -13, 16], [1, -10, -697640620, 1005833548], [1, -2147483647, 10, 1537320229]], [[5, 10, 6, 346504989], [5, -2147483647, -155221809, -2], [-2147483648, -2052284712, 10, 845736046]]]]> : tensor<1x2x3x4xi32>
    %0 = call @smith_harness_0(%cst) : (tensor<1x2x3x4xi32>) -> tensor<1x2x3x4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c4 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x2x3x4xi32>
            %7 = arith.extsi %extracted : i32 to i64
            %c1000003_i64_2 = arith.constant 1000003 : i64
            %8 = arith.muli %arg7, %c1000003_i64_2 : i64
            %9 = arith.addi %8, %7 : i64
            scf.yield %9 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
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
