// Piece 1 of Dialect/SCF/bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["for"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2928886085336233747, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @for(%arg0: tensor<f32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<f32> {
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg3, %c1 : index
    %1 = scf.for %arg4 = %arg1 to %arg2 step %0 iter_args(%arg5 = %arg0) -> (tensor<f32>) {
      scf.yield %arg5 : tensor<f32>
    } {some_attr}
    return %1 : tensor<f32>
  }
  func.func @smith_harness_0(%arg0: tensor<f32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<f32> {
    %0 = call @for(%arg0, %arg1, %arg2, %arg3) : (tensor<f32>, index, index, index) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main() {
    %cst = arith.constant dense<9.49782727E-4> : tensor<f32>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cst, %c0, %c2, %c0_0) : (tensor<f32>, index, index, index) -> tensor<f32>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %extracted = tensor.extract %0[] : tensor<f32>
    %1 = arith.bitcast %extracted : f32 to i32
    %2 = arith.cmpf uno, %extracted, %extracted : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %6 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %8 = arith.addi %7, %6 : i64
    vector.print %8 : i64
    return
  }
}
