// Piece 1 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dce_zero_memref"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3082914574024329899, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
module {
  func.func @dce_zero_memref(%arg0: memref<0xf32>, %arg1: tensor<0xf32>) -> tensor<0xf32> {
    memref.copy %arg0, %arg0 : memref<0xf32> to memref<0xf32>
    %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%arg1 : tensor<0xf32>) {
    ^bb0(%out: f32):
      linalg.yield %out : f32
    } -> tensor<0xf32>
    return %0 : tensor<0xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<0xf32>) -> (tensor<0xf32>, memref<0xf32>) {
    %alloc = memref.alloc() : memref<0xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<0xf32>)
    %cst_0 = arith.constant -0.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<0xf32>)
    %0 = call @dce_zero_memref(%alloc, %arg0) : (memref<0xf32>, tensor<0xf32>) -> tensor<0xf32>
    return %0, %alloc : tensor<0xf32>, memref<0xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-7.04176188> : tensor<0xf32>
    %0:2 = call @smith_harness_0(%cst) : (tensor<0xf32>) -> (tensor<0xf32>, memref<0xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c0_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<0xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_7 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c0_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<0xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_7 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_6 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
