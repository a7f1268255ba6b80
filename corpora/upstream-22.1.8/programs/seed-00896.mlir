// Piece 4 of IR/print-use-nameloc-as-prefix.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_op_asm_interface"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/print-use-nameloc-as-prefix.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 694930287992449170, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_op_asm_interface(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32, %out_0: f32):
      linalg.yield %in, %in : f32, f32
    } -> (tensor<?xf32>, tensor<?xf32>)
    %1:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32, %out_0: f32):
      linalg.yield %out, %out_0 : f32, f32
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
