// Piece 91 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_cast_pack_dynamic_tile_size"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 91, "release": "22.1.8"}, "seed": 3503108287678023706, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_cast_pack_dynamic_tile_size(%arg0: tensor<1x1x8x1xi32>, %arg1: tensor<7x?xi32>, %arg2: i32) -> tensor<1x1x8x1xi32> {
    %cast = tensor.cast %arg0 : tensor<1x1x8x1xi32> to tensor<1x1x?x1xi32>
    %c8 = arith.constant 8 : index
    %pack = linalg.pack %arg1 padding_value(%arg2 : i32) inner_dims_pos = [0, 1] inner_tiles = [%c8, 1] into %cast {test_attr} : tensor<7x?xi32> -> tensor<1x1x?x1xi32>
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %pack, %c2 : tensor<1x1x?x1xi32>
    %c8_0 = arith.constant 8 : index
    %0 = arith.cmpi eq, %dim, %c8_0 : index
    %1 = scf.if %0 -> (tensor<1x1x?x1xi32>) {
      scf.yield %pack : tensor<1x1x?x1xi32>
    } else {
      %2 = tensor.empty() : tensor<1x1x8x1xi32>
      %c0_i32 = arith.constant 0 : i32
      %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1x1x8x1xi32>) -> tensor<1x1x8x1xi32>
      %cast_2 = tensor.cast %3 : tensor<1x1x8x1xi32> to tensor<1x1x?x1xi32>
      scf.yield %cast_2 : tensor<1x1x?x1xi32>
    }
    %cast_1 = tensor.cast %1 : tensor<1x1x?x1xi32> to tensor<1x1x8x1xi32>
    return %cast_1 : tensor<1x1x8x1xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x1x8x1xi32>, %arg1: tensor<7x?xi32>, %arg2: i32) -> tensor<1x1x8x1xi32> {
    %0 = call @fold_cast_pack_dynamic_tile_size(%arg0, %arg1, %arg2) : (tensor<1x1x8x1xi32>, tensor<7x?xi32>, i32) -> tensor<1x1x8x1xi32>
    return %0 : tensor<1x1x8x1xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[988407114], [-13], [-1], [-960207287], [7], [1], [12], [301795328]]]]> : tensor<1x1x8x1xi32>
    %cst_0 = arith.constant dense<[[1822395442, -2147483648, 7, -1791837675, -1, -4, 0, 6], [-4, 15, -1206505691, 10, -156388112, 1605811273, 2147483647, -14], [7, -2147483648, -3, 441723057, 1283895894, -794349288, 3, 11], [-6, -13, -4, 440138217, 630217535, 12, -945360312, -14], [-1055857185, 2147483646, 14, -731467784, 764207933, 2147483647, 16, 1514043881], [1778756120, 8, 14, 2140414681, -7, -16, -1, 0], [6, -2147483647, 4, 15, -12, 4, -14, 2147483647]]> : tensor<7x8xi32>
    %cast = tensor.cast %cst_0 : tensor<7x8xi32> to tensor<7x?xi32>
    %c-8_i32 = arith.constant -8 : i32
    %0 = call @smith_harness_0(%cst, %cast, %c-8_i32) : (tensor<1x1x8x1xi32>, tensor<7x?xi32>, i32) -> tensor<1x1x8x1xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c1_3 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c1_3 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x1x8x1xi32>
            %7 = arith.extsi %extracted : i32 to i64
            %c1000003_i64_5 = arith.constant 1000003 : i64
            %8 = arith.muli %arg7, %c1000003_i64_5 : i64
            %9 = arith.addi %8, %7 : i64
            scf.yield %9 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
