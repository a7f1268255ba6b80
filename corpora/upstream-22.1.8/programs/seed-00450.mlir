// Piece 4 of Dialect/Affine/inlining.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["func_vector_dim", "inline_dimension_vector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/inlining.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 1111376274904997191, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @func_vector_dim(%arg0: index, %arg1: memref<32xf32>) {
    %0 = affine.vector_load %arg1[%arg0] : memref<32xf32>, vector<4xf32>
    return
  }
  func.func @inline_dimension_vector(%arg0: memref<32xf32>) {
    affine.for %arg1 = 1 to 42 {
      func.call @func_vector_dim(%arg1, %arg0) : (index, memref<32xf32>) -> ()
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) -> memref<32xf32> {
    %alloc = memref.alloc() : memref<32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<32xf32>)
    %cst_0 = arith.constant -0.00892644469 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<32xf32>)
    call @func_vector_dim(%arg0, %alloc) : (index, memref<32xf32>) -> ()
    return %alloc : memref<32xf32>
  }
  func.func @smith_harness_1() -> memref<32xf32> {
    %alloc = memref.alloc() : memref<32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<32xf32>)
    %cst_0 = arith.constant -1.300000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<32xf32>)
    call @inline_dimension_vector(%alloc) : (memref<32xf32>) -> ()
    return %alloc : memref<32xf32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%c1) : (index) -> memref<32xf32>
    %1 = call @smith_harness_1() : () -> memref<32xf32>
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %c32 step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = memref.load %0[%arg0] : memref<32xf32>
      %9 = arith.bitcast %8 : f32 to i32
      %10 = arith.cmpf uno, %8, %8 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %11 = arith.select %10, %c2143289344_i32, %9 : i32
      %12 = arith.extsi %11 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %13 = arith.muli %arg1, %c1000003_i64_7 : i64
      %14 = arith.addi %13, %12 : i64
      scf.yield %14 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c32_3 = arith.constant 32 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_1 to %c32_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %8 = memref.load %1[%arg0] : memref<32xf32>
      %9 = arith.bitcast %8 : f32 to i32
      %10 = arith.cmpf uno, %8, %8 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %11 = arith.select %10, %c2143289344_i32, %9 : i32
      %12 = arith.extsi %11 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %13 = arith.muli %arg1, %c1000003_i64_7 : i64
      %14 = arith.addi %13, %12 : i64
      scf.yield %14 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_6 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
