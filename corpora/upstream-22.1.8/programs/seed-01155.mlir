// Piece 37 of Dialect/Tosa/tosa-infer-shapes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_transpose_static"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-infer-shapes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 37, "release": "22.1.8"}, "seed": 7908806070918763670, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_transpose_static(%arg0: tensor<3x4x5xi32>) {
    %0 = tosa.transpose %arg0 {perms = array<i32: 2, 1, 0>} : (tensor<3x4x5xi32>) -> tensor<?x?x?xi32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<3x4x5xi32>) {
    call @test_transpose_static(%arg0) : (tensor<3x4x5xi32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-15, 1712459983, 1982149867, -2147483648, 0], [-2147483647, 2147483647, 2, -2147483648, 1], [-435526475, 13, 133578022, 2096529941, -1352511803], [-928483590, 1312327756, 1, 3, 162901301]], [[22285439, 9, -1, -2147483647, 2147483647], [-5, 6, -1, 3, 0], [1545779546, 15, -2147483647, -867800780, -10], [-12, -1981482144, 16, -1, 0]], [[-2147483647, -5, -2147483647, 2147483646, -1106023397], [-16, 1295460177, 2147483647, 0, 11], [-10, 0, 13, 429342223, 5], [-13, 2147483646, -1674580231, -438678268, 2147483647]]]> : tensor<3x4x5xi32>
    call @smith_harness_0(%cst) : (tensor<3x4x5xi32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
