// Piece 22 of Dialect/SCF/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scf_execute_region_memory_space"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 22, "release": "22.1.8"}, "seed": 6684166251108048505, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scf_execute_region_memory_space(%arg0: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %0 = scf.execute_region -> tensor<5xf32> {
      %1 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<5xf32>) -> tensor<5xf32>
      %c5_0 = arith.constant 5 : index
      %inserted = tensor.insert %arg0 into %2[%c0] : tensor<5xf32>
      scf.yield %inserted : tensor<5xf32>
    }
    %c5 = arith.constant 5 : index
    %extracted = tensor.extract %0[%c0] : tensor<5xf32>
    return %extracted : f32
  }
  func.func @smith_harness_0(%arg0: f32) -> f32 {
    %0 = call @scf_execute_region_memory_space(%arg0) : (f32) -> f32
    return %0 : f32
  }
  func.func @main() {
    %cst = arith.constant 0xFF800000 : f32
    %0 = call @smith_harness_0(%cst) : (f32) -> f32
    %1 = arith.bitcast %0 : f32 to i32
    %2 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
