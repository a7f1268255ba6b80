// Piece 38 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_memref_expand_with_static_to_dynamic_cast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 38, "release": "22.1.8"}, "seed": 185975958219146779, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_memref_expand_with_static_to_dynamic_cast(%arg0: memref<8x4xf32>) -> memref<2x1x4x4xf32> {
    %c2 = arith.constant 2 : index
    %cast = memref.cast %arg0 : memref<8x4xf32> to memref<?x4xf32>
    %expand_shape = memref.expand_shape %cast [[0, 1, 2], [3]] output_shape [%c2, 1, 4, 4] : memref<?x4xf32> into memref<?x1x4x4xf32>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %expand_shape, %c0 : memref<?x1x4x4xf32>
    %c2_0 = arith.constant 2 : index
    %0 = arith.cmpi eq, %dim, %c2_0 : index
    %1 = scf.if %0 -> (memref<?x1x4x4xf32>) {
      scf.yield %expand_shape : memref<?x1x4x4xf32>
    } else {
      %alloc = memref.alloc() : memref<2x1x4x4xf32>
      %cst = arith.constant 0.000000e+00 : f32
      linalg.fill ins(%cst : f32) outs(%alloc : memref<2x1x4x4xf32>)
      %cast_2 = memref.cast %alloc : memref<2x1x4x4xf32> to memref<?x1x4x4xf32>
      scf.yield %cast_2 : memref<?x1x4x4xf32>
    }
    %cast_1 = memref.cast %1 : memref<?x1x4x4xf32> to memref<2x1x4x4xf32>
    return %cast_1 : memref<2x1x4x4xf32>
  }
  func.func @smith_harness_0() -> (memref<2x1x4x4xf32>, memref<8x4xf32>) {
    %alloc = memref.alloc() : memref<8x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8x4xf32>)
    %cst_0 = arith.constant 1.15332208E-4 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<8x4xf32>)
    %0 = call @fold_memref_expand_with_static_to_dynamic_cast(%alloc) : (memref<8x4xf32>) -> memref<2x1x4x4xf32>
    return %0, %alloc : memref<2x1x4x4xf32>, memref<8x4xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<2x1x4x4xf32>, memref<8x4xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_0 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c4_1 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c1_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0 to %c4_1 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %10 = memref.load %0#0[%arg0, %arg2, %arg4, %arg6] : memref<2x1x4x4xf32>
            %11 = arith.bitcast %10 : f32 to i32
            %12 = arith.cmpf uno, %10, %10 : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %13 = arith.select %12, %c2143289344_i32, %11 : i32
            %14 = arith.extsi %13 : i32 to i64
            %c1000003_i64_8 = arith.constant 1000003 : i64
            %15 = arith.muli %arg7, %c1000003_i64_8 : i64
            %16 = arith.addi %15, %14 : i64
            scf.yield %16 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c4_4 = arith.constant 4 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %c8 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %7 = scf.for %arg2 = %c0_2 to %c4_4 step %c1_3 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<8x4xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_8 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
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
