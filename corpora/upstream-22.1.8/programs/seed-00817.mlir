// Piece 50 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_no_op_subview"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 50, "release": "22.1.8"}, "seed": 7981049056610119900, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_no_op_subview(%arg0: memref<20x42xf32>) -> memref<20x42xf32, strided<[42, 1]>> {
    %subview = memref.subview %arg0[0, 0] [20, 42] [1, 1] : memref<20x42xf32> to memref<20x42xf32, strided<[42, 1]>>
    return %subview : memref<20x42xf32, strided<[42, 1]>>
  }
  func.func @smith_harness_0() -> (memref<20x42xf32, strided<[42, 1]>>, memref<20x42xf32>) {
    %alloc = memref.alloc() : memref<20x42xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<20x42xf32>)
    %cst_0 = arith.constant -0.00738726603 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<20x42xf32>)
    %0 = call @fold_no_op_subview(%alloc) : (memref<20x42xf32>) -> memref<20x42xf32, strided<[42, 1]>>
    return %0, %alloc : memref<20x42xf32, strided<[42, 1]>>, memref<20x42xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<20x42xf32, strided<[42, 1]>>, memref<20x42xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c20 = arith.constant 20 : index
    %c42 = arith.constant 42 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c20 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c42 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<20x42xf32, strided<[42, 1]>>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_7 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_7 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c20_2 = arith.constant 20 : index
    %c42_3 = arith.constant 42 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c20_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %7 = scf.for %arg2 = %c0_0 to %c42_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<20x42xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_7 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_7 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
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
