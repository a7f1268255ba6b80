// Piece 4 of Dialect/SCF/bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["bufferize_while"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 4829594460590916238, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @bufferize_while(%arg0: i64, %arg1: i64, %arg2: tensor<f32>) -> (i64, tensor<f32>) {
    %c2_i64 = arith.constant 2 : i64
    %alloca = memref.alloca() : memref<index>
    %c0 = arith.constant 0 : index
    memref.store %c0, %alloca[] : memref<index>
    %0:3 = scf.while (%arg3 = %arg0, %arg4 = %arg2) : (i64, tensor<f32>) -> (i64, i64, tensor<f32>) {
      %1 = arith.cmpi slt, %arg3, %arg1 : i64
      %2 = memref.load %alloca[] : memref<index>
      %c1 = arith.constant 1 : index
      %3 = arith.addi %2, %c1 : index
      memref.store %3, %alloca[] : memref<index>
      %c4096 = arith.constant 4096 : index
      %4 = arith.cmpi ult, %2, %c4096 : index
      %5 = arith.andi %1, %4 : i1
      scf.condition(%5) %arg3, %arg3, %arg4 : i64, i64, tensor<f32>
    } do {
    ^bb0(%arg3: i64, %arg4: i64, %arg5: tensor<f32>):
      %1 = arith.muli %arg4, %c2_i64 : i64
      scf.yield %1, %arg5 : i64, tensor<f32>
    }
    return %0#1, %0#2 : i64, tensor<f32>
  }
  func.func @smith_harness_0(%arg0: i64, %arg1: i64, %arg2: tensor<f32>) -> (i64, tensor<f32>) {
    %0:2 = call @bufferize_while(%arg0, %arg1, %arg2) : (i64, i64, tensor<f32>) -> (i64, tensor<f32>)
    return %0#0, %0#1 : i64, tensor<f32>
  }
  func.func @main() {
    %c10_i64 = arith.constant 10 : i64
    %c-8355643437965790786_i64 = arith.constant -8355643437965790786 : i64
    %cst = arith.constant dense<-7.750000e+00> : tensor<f32>
    %0:2 = call @smith_harness_0(%c10_i64, %c-8355643437965790786_i64, %cst) : (i64, i64, tensor<f32>) -> (i64, tensor<f32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %extracted = tensor.extract %0#1[] : tensor<f32>
    %1 = arith.bitcast %extracted : f32 to i32
    %2 = arith.cmpf uno, %extracted, %extracted : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %0#0 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %8 = arith.addi %7, %0#0 : i64
    vector.print %6 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_2 : i64
    %10 = arith.addi %9, %6 : i64
    vector.print %10 : i64
    return
  }
}
