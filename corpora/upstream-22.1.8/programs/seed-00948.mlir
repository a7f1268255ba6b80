// Piece 0 of Dialect/SCF/one-shot-bufferize-allow-return-allocs-no-deallocs.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["different_before_after_args"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/one-shot-bufferize-allow-return-allocs-no-deallocs.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6431082441931737627, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @different_before_after_args() -> tensor<f32> {
    %true = arith.constant true
    %cst = arith.constant dense<0.000000e+00> : tensor<f32>
    %alloca = memref.alloca() : memref<index>
    %c0 = arith.constant 0 : index
    memref.store %c0, %alloca[] : memref<index>
    %0 = scf.while (%arg0 = %true) : (i1) -> tensor<f32> {
      %1 = memref.load %alloca[] : memref<index>
      %c1 = arith.constant 1 : index
      %2 = arith.addi %1, %c1 : index
      memref.store %2, %alloca[] : memref<index>
      %c4096 = arith.constant 4096 : index
      %3 = arith.cmpi ult, %1, %c4096 : index
      %4 = arith.andi %true, %3 : i1
      scf.condition(%4) %cst : tensor<f32>
    } do {
    ^bb0(%arg0: tensor<f32>):
      scf.yield %true : i1
    }
    return %0 : tensor<f32>
  }
  func.func @smith_harness_0() -> tensor<f32> {
    %0 = call @different_before_after_args() : () -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> tensor<f32>
    %c0 = arith.constant 0 : index
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
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %6 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %8 = arith.addi %7, %6 : i64
    vector.print %8 : i64
    return
  }
}
