// Piece 5 of Dialect/MemRef/sroa.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["no_dynamic_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/sroa.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 4721091492106053785, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @no_dynamic_shape(%arg0: i32, %arg1: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %alloca = memref.alloca(%c1) : memref<?x2xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloca : memref<?x2xi32>)
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %alloca, %c0_0 : memref<?x2xi32>
    %0 = arith.remui %c0, %dim : index
    %c2 = arith.constant 2 : index
    memref.store %arg0, %alloca[%0, %c0] : memref<?x2xi32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = memref.dim %alloca, %c0_1 : memref<?x2xi32>
    %1 = arith.remui %c0, %dim_2 : index
    %c2_3 = arith.constant 2 : index
    %2 = memref.load %alloca[%1, %c0] : memref<?x2xi32>
    return %2 : i32
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) -> i32 {
    %0 = call @no_dynamic_shape(%arg0, %arg1) : (i32, i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c13_i32 = arith.constant 13 : i32
    %c-1_i32 = arith.constant -1 : i32
    %0 = call @smith_harness_0(%c13_i32, %c-1_i32) : (i32, i32) -> i32
    %1 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
