// Piece 0 of Integration/Dialect/Linalg/CPU/ArmSVE/pack-unpack-scalable-inner-tile.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["pack_main", "unpack_main"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Linalg/CPU/ArmSVE/pack-unpack-scalable-inner-tile.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3123130003074822253, "skipped": {"main": "calls declared", "pack_unpack_with_scalable_inner_tile": "scalable", "printMemrefI32": "declaration", "setArmVLBits": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func private @pack_main(%arg0: tensor<7x12xi32>, %arg1: index) -> tensor<2x?x4x?xi32> {
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<7x12xi32>
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi eq, %arg1, %c0 : index
    %c1_0 = arith.constant 1 : index
    %1 = arith.select %0, %c1_0, %arg1 : index
    %2 = arith.ceildivui %dim, %1 : index
    %c123_i32 = arith.constant 123 : i32
    %3 = tensor.empty(%2, %arg1) : tensor<2x?x4x?xi32>
    %c0_i32 = arith.constant 0 : i32
    %4 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<2x?x4x?xi32>) -> tensor<2x?x4x?xi32>
    %pack = linalg.pack %arg0 padding_value(%c123_i32 : i32) inner_dims_pos = [0, 1] inner_tiles = [4, %arg1] into %4 : tensor<7x12xi32> -> tensor<2x?x4x?xi32>
    return %pack : tensor<2x?x4x?xi32>
  }
  func.func private @unpack_main(%arg0: tensor<2x?x4x?xi32>, %arg1: index) -> tensor<7x12xi32> {
    %0 = tensor.empty() : tensor<7x12xi32>
    %c0_i32 = arith.constant 0 : i32
    %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<7x12xi32>) -> tensor<7x12xi32>
    %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [4, %arg1] into %1 : tensor<2x?x4x?xi32> -> tensor<7x12xi32>
    return %unpack : tensor<7x12xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<7x12xi32>, %arg1: index) -> tensor<2x?x4x?xi32> {
    %0 = call @pack_main(%arg0, %arg1) : (tensor<7x12xi32>, index) -> tensor<2x?x4x?xi32>
    return %0 : tensor<2x?x4x?xi32>
  }
  func.func @smith_harness_1(%arg0: tensor<2x?x4x?xi32>, %arg1: index) -> tensor<7x12xi32> {
    %0 = call @unpack_main(%arg0, %arg1) : (tensor<2x?x4x?xi32>, index) -> tensor<7x12xi32>
    return %0 : tensor<7x12xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[754401711, -2147483647, 1, -4, -630770770, 5, -7, 7, -607406281, -353037601, 16, 7], [16, 13, -471441811, 892859854, -11, 0, -14, -14, 1143708552, 12, -9, -2147483648], [0, 1783305039, -1954513116, -2147483648, 2147483646, -1613028331, -6, -15, 2147483646, 2147483647, 3, 2147483646], [-13, -894278644, -644198140, 2147483647, 1724342784, -2147483648, 1, 13, -730566119, 1702278870, 2147483646, 1], [1824231404, 1297284251, -14, 2147483646, 1, 5, -740599926, 3, -2147483648, 2, -2147483647, 8], [16, -3, 2147483647, -301840018, 10, -3, 1, 0, 161895259, 1635348167, 672310558, 1], [6, 4, 1340164070, -2147483647, -2056029830, -1485871303, 1, -15, -2, -16, -9, -2147483648]]> : tensor<7x12xi32>
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cst, %c3) : (tensor<7x12xi32>, index) -> tensor<2x?x4x?xi32>
    %cst_0 = arith.constant dense<[[[[0, 738788511], [1244888254, -1694843388], [14, -1], [1813429104, 2147483647]], [[-1, -4], [16, 11], [2147483647, -1421562644], [-15, -1152923279]]], [[[-7, -1], [221578814, 1890235208], [2147483647, 6], [2, 15]], [[8, -9], [-2147483647, -4], [6, -4], [-836778715, -1376194431]]]]> : tensor<2x2x4x2xi32>
    %cast = tensor.cast %cst_0 : tensor<2x2x4x2xi32> to tensor<2x?x4x?xi32>
    %c0 = arith.constant 0 : index
    %1 = call @smith_harness_1(%cast, %c0) : (tensor<2x?x4x?xi32>, index) -> tensor<7x12xi32>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_2 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1_2 : tensor<2x?x4x?xi32>
    %c4 = arith.constant 4 : index
    %c3_3 = arith.constant 3 : index
    %dim_4 = tensor.dim %0, %c3_3 : tensor<2x?x4x?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = scf.for %arg2 = %c0_1 to %dim step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %9 = scf.for %arg4 = %c0_1 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %10 = scf.for %arg6 = %c0_1 to %dim_4 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<2x?x4x?xi32>
            %11 = arith.extsi %extracted : i32 to i64
            %c1000003_i64_10 = arith.constant 1000003 : i64
            %12 = arith.muli %arg7, %c1000003_i64_10 : i64
            %13 = arith.addi %12, %11 : i64
            scf.yield %13 : i64
          }
          scf.yield %10 : i64
        }
        scf.yield %9 : i64
      }
      scf.yield %8 : i64
    }
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c12 = arith.constant 12 : index
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_5 to %c7 step %c1_6 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %8 = scf.for %arg2 = %c0_5 to %c12 step %c1_6 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %1[%arg0, %arg2] : tensor<7x12xi32>
        %9 = arith.extsi %extracted : i32 to i64
        %c1000003_i64_10 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_10 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %8 : i64
    }
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_9 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
