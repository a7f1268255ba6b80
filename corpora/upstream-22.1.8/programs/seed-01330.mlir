// Piece 4 of IR/print-use-nameloc-as-prefix.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_op_asm_interface"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/print-use-nameloc-as-prefix.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 694930287992449170, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_op_asm_interface(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?xf32>
    %0 = arith.cmpi eq, %dim_2, %dim : index
    %1 = scf.if %0 -> (tensor<?xf32>) {
      scf.yield %arg0 : tensor<?xf32>
    } else {
      %10 = tensor.empty(%dim) : tensor<?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<?xf32>) -> tensor<?xf32>
      %cast = tensor.cast %11 : tensor<?xf32> to tensor<?xf32>
      scf.yield %cast : tensor<?xf32>
    }
    %c0_3 = arith.constant 0 : index
    %dim_4 = tensor.dim %arg0, %c0_3 : tensor<?xf32>
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %arg1, %c0_5 : tensor<?xf32>
    %2 = arith.cmpi eq, %dim_6, %dim_4 : index
    %3 = scf.if %2 -> (tensor<?xf32>) {
      scf.yield %arg1 : tensor<?xf32>
    } else {
      %10 = tensor.empty(%dim_4) : tensor<?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<?xf32>) -> tensor<?xf32>
      %cast = tensor.cast %11 : tensor<?xf32> to tensor<?xf32>
      scf.yield %cast : tensor<?xf32>
    }
    %4:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%1, %3 : tensor<?xf32>, tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32, %out_15: f32):
      linalg.yield %in, %in : f32, f32
    } -> (tensor<?xf32>, tensor<?xf32>)
    %c0_7 = arith.constant 0 : index
    %dim_8 = tensor.dim %arg0, %c0_7 : tensor<?xf32>
    %c0_9 = arith.constant 0 : index
    %dim_10 = tensor.dim %arg0, %c0_9 : tensor<?xf32>
    %5 = arith.cmpi eq, %dim_10, %dim_8 : index
    %6 = scf.if %5 -> (tensor<?xf32>) {
      scf.yield %arg0 : tensor<?xf32>
    } else {
      %10 = tensor.empty(%dim_8) : tensor<?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<?xf32>) -> tensor<?xf32>
      %cast = tensor.cast %11 : tensor<?xf32> to tensor<?xf32>
      scf.yield %cast : tensor<?xf32>
    }
    %c0_11 = arith.constant 0 : index
    %dim_12 = tensor.dim %arg0, %c0_11 : tensor<?xf32>
    %c0_13 = arith.constant 0 : index
    %dim_14 = tensor.dim %arg1, %c0_13 : tensor<?xf32>
    %7 = arith.cmpi eq, %dim_14, %dim_12 : index
    %8 = scf.if %7 -> (tensor<?xf32>) {
      scf.yield %arg1 : tensor<?xf32>
    } else {
      %10 = tensor.empty(%dim_12) : tensor<?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<?xf32>) -> tensor<?xf32>
      %cast = tensor.cast %11 : tensor<?xf32> to tensor<?xf32>
      scf.yield %cast : tensor<?xf32>
    }
    %9:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%6, %8 : tensor<?xf32>, tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32, %out_15: f32):
      linalg.yield %out, %out_15 : f32, f32
    } -> (tensor<?xf32>, tensor<?xf32>)
    return
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) {
    call @test_op_asm_interface(%arg0, %arg1) : (tensor<?xf32>, tensor<?xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[1.000000e+00, 0.000000e+00, 1.075000e+01]> : tensor<3xf32>
    %cast = tensor.cast %cst : tensor<3xf32> to tensor<?xf32>
    %cst_0 = arith.constant dense<[-2.250000e+00, 1.475000e+01, -529.761536]> : tensor<3xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<3xf32> to tensor<?xf32>
    call @smith_harness_0(%cast, %cast_1) : (tensor<?xf32>, tensor<?xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
