// Piece 22 of Dialect/Tosa/tosa-reduce-transposes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_static_unary_path_to_const"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-reduce-transposes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 22, "release": "22.1.8"}, "seed": 3538025275847421378, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_static_unary_path_to_const() -> tensor<1x2x3x4xi32> {
    %0 = "tosa.const"() <{values = dense<1> : tensor<1x3x4x2xi32>}> : () -> tensor<1x3x4x2xi32>
    %1 = tosa.clamp %0 {max_val = 2147483647 : i32, min_val = 0 : i32} : (tensor<1x3x4x2xi32>) -> tensor<1x3x4x2xi32>
    %2 = "tosa.const"() <{values = dense<-2147483647> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %3 = tosa.maximum %1, %2 : (tensor<1x3x4x2xi32>, tensor<1x1x1x1xi32>) -> tensor<1x3x4x2xi32>
    %4 = tosa.abs %3 : (tensor<1x3x4x2xi32>) -> tensor<1x3x4x2xi32>
    %5 = tosa.bitwise_not %4 : (tensor<1x3x4x2xi32>) -> tensor<1x3x4x2xi32>
    %6 = tosa.transpose %5 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x3x4x2xi32>) -> tensor<1x2x3x4xi32>
    return %6 : tensor<1x2x3x4xi32>
  }
  func.func @smith_harness_0() -> tensor<1x2x3x4xi32> {
    %0 = call @test_static_unary_path_to_const() : () -> tensor<1x2x3x4xi32>
    return %0 : tensor<1x2x3x4xi32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> tensor<1x2x3x4xi32>
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
