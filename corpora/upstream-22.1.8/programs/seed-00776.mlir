// Piece 0 of Dialect/Linalg/specialize-generic-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unary_op_exp"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/specialize-generic-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3481821671135446908, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @unary_op_exp(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_1 = tensor.dim %arg0, %c2 : tensor<?x?x?xf32>
    %c0_2 = arith.constant 0 : index
    %dim_3 = tensor.dim %arg1, %c0_2 : tensor<?x?x?xf32>
    %0 = arith.cmpi eq, %dim_3, %dim : index
    %c1_4 = arith.constant 1 : index
    %dim_5 = tensor.dim %arg1, %c1_4 : tensor<?x?x?xf32>
    %1 = arith.cmpi eq, %dim_5, %dim_0 : index
    %2 = arith.andi %0, %1 : i1
    %c2_6 = arith.constant 2 : index
    %dim_7 = tensor.dim %arg1, %c2_6 : tensor<?x?x?xf32>
    %3 = arith.cmpi eq, %dim_7, %dim_1 : index
    %4 = arith.andi %2, %3 : i1
    %5 = scf.if %4 -> (tensor<?x?x?xf32>) {
      scf.yield %arg1 : tensor<?x?x?xf32>
    } else {
      %7 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
      %cast = tensor.cast %8 : tensor<?x?x?xf32> to tensor<?x?x?xf32>
      scf.yield %cast : tensor<?x?x?xf32>
    }
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x?x?xf32>) outs(%5 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = math.exp %in : f32
      linalg.yield %7 : f32
    } -> tensor<?x?x?xf32>
    return %6 : tensor<?x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = call @unary_op_exp(%arg0, %arg1) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-1.250000e+00> : tensor<1x1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1x1xf32> to tensor<?x?x?xf32>
    %cst_0 = arith.constant dense<0.726604282> : tensor<1x1x1xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<1x1x1xf32> to tensor<?x?x?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_5 = tensor.dim %0, %c2 : tensor<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_5 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<?x?x?xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_7 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_7 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
