// Piece 70 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["infer_dest_shape_pack"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 70, "release": "22.1.8"}, "seed": 4344316481436454290, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @infer_dest_shape_pack(%arg0: tensor<30x20x?x10xf32>, %arg1: tensor<?x?x?x?x16xf32>) -> tensor<?x?x?x?x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %pack = linalg.pack %arg0 padding_value(%cst : f32) outer_dims_perm = [2, 1, 3, 0] inner_dims_pos = [2] inner_tiles = [16] into %arg1 : tensor<30x20x?x10xf32> -> tensor<?x?x?x?x16xf32>
    return %pack : tensor<?x?x?x?x16xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<30x20x?x10xf32>, %arg1: tensor<?x?x?x?x16xf32>) -> tensor<?x?x?x?x16xf32> {
    %0 = call @infer_dest_shape_pack(%arg0, %arg1) : (tensor<30x20x?x10xf32>, tensor<?x?x?x?x16xf32>) -> tensor<?x?x?x?x16xf32>
    return %0 : tensor<?x?x?x?x16xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-1.000000e+00> : tensor<30x20x1x10xf32>
    %cast = tensor.cast %cst : tensor<30x20x1x10xf32> to tensor<30x20x?x10xf32>
    %cst_0 = arith.constant dense<[[[[[-5.47641539E-4, -2.750000e+00, -0.00625516567, -117.187592, 96.5717926, -8732.30371, -1.225000e+01, -0.799042761, 5.000000e+00, 1.325000e+01, -0.0187053867, -0.265474439, 0.0778966769, 1.500000e+01, 44.6102257, -1.275000e+01]]]]]> : tensor<1x1x1x1x16xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<1x1x1x1x16xf32> to tensor<?x?x?x?x16xf32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<30x20x?x10xf32>, tensor<?x?x?x?x16xf32>) -> tensor<?x?x?x?x16xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?x?x?x16xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?x?x?x16xf32>
    %c2 = arith.constant 2 : index
    %dim_5 = tensor.dim %0, %c2 : tensor<?x?x?x?x16xf32>
    %c3 = arith.constant 3 : index
    %dim_6 = tensor.dim %0, %c3 : tensor<?x?x?x?x16xf32>
    %c16 = arith.constant 16 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_5 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %dim_6 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = scf.for %arg8 = %c0 to %c16 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6, %arg8] : tensor<?x?x?x?x16xf32>
              %8 = arith.bitcast %extracted : f32 to i32
              %9 = arith.cmpf uno, %extracted, %extracted : f32
              %c2143289344_i32 = arith.constant 2143289344 : i32
              %10 = arith.select %9, %c2143289344_i32, %8 : i32
              %11 = arith.extsi %10 : i32 to i64
              %c1000003_i64_8 = arith.constant 1000003 : i64
              %12 = arith.muli %arg9, %c1000003_i64_8 : i64
              %13 = arith.addi %12, %11 : i64
              scf.yield %13 : i64
            }
            scf.yield %7 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
