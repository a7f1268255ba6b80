// Piece 0 of Dialect/Linalg/roundtrip-linalg-named-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unary_exp"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/roundtrip-linalg-named-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6907005429440353474, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @unary_exp(%arg0: memref<7x14x21xf32>, %arg1: memref<7x14x21xf32>) {
    linalg.exp ins(%arg0 : memref<7x14x21xf32>) outs(%arg1 : memref<7x14x21xf32>)
    return
  }
  func.func @smith_harness_0() -> (memref<7x14x21xf32>, memref<7x14x21xf32>) {
    %alloc = memref.alloc() : memref<7x14x21xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<7x14x21xf32>)
    %cst_0 = arith.constant 1.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<7x14x21xf32>)
    %alloc_1 = memref.alloc() : memref<7x14x21xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<7x14x21xf32>)
    %cst_3 = arith.constant -6.16500186 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<7x14x21xf32>)
    call @unary_exp(%alloc, %alloc_1) : (memref<7x14x21xf32>, memref<7x14x21xf32>) -> ()
    return %alloc, %alloc_1 : memref<7x14x21xf32>, memref<7x14x21xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<7x14x21xf32>, memref<7x14x21xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c14 = arith.constant 14 : index
    %c21 = arith.constant 21 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c7 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c14 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %c21 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = memref.load %0#0[%arg0, %arg2, %arg4] : memref<7x14x21xf32>
          %10 = arith.bitcast %9 : f32 to i32
          %11 = arith.cmpf uno, %9, %9 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %12 = arith.select %11, %c2143289344_i32, %10 : i32
          %13 = arith.extsi %12 : i32 to i64
          %c1000003_i64_8 = arith.constant 1000003 : i64
          %14 = arith.muli %arg5, %c1000003_i64_8 : i64
          %15 = arith.addi %14, %13 : i64
          scf.yield %15 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c7_2 = arith.constant 7 : index
    %c14_3 = arith.constant 14 : index
    %c21_4 = arith.constant 21 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c7_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %7 = scf.for %arg2 = %c0_0 to %c14_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_0 to %c21_4 step %c1_1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = memref.load %0#1[%arg0, %arg2, %arg4] : memref<7x14x21xf32>
          %10 = arith.bitcast %9 : f32 to i32
          %11 = arith.cmpf uno, %9, %9 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %12 = arith.select %11, %c2143289344_i32, %10 : i32
          %13 = arith.extsi %12 : i32 to i64
          %c1000003_i64_8 = arith.constant 1000003 : i64
          %14 = arith.muli %arg5, %c1000003_i64_8 : i64
          %15 = arith.addi %14, %13 : i64
          scf.yield %15 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_7 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
