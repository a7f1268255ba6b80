// Piece 1 of Dialect/Linalg/pad_fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["mixed_pad_fusion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/pad_fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 6590296485720135936, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @mixed_pad_fusion(%arg0: tensor<?x42xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<49x?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x42xf32>
    %0 = tensor.empty(%dim) : tensor<42x?xf32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %arg0, %c0_0 : tensor<?x42xf32>
    %c1 = arith.constant 1 : index
    %dim_2 = tensor.dim %0, %c1 : tensor<42x?xf32>
    %1 = arith.cmpi eq, %dim_2, %dim_1 : index
    %2 = scf.if %1 -> (tensor<42x?xf32>) {
      scf.yield %0 : tensor<42x?xf32>
    } else {
      %c42 = arith.constant 42 : index
      %4 = tensor.empty(%dim_1) : tensor<42x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<42x?xf32>) -> tensor<42x?xf32>
      %cast = tensor.cast %5 : tensor<42x?xf32> to tensor<42x?xf32>
      scf.yield %cast : tensor<42x?xf32>
    }
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x42xf32>) outs(%2 : tensor<42x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.mulf %in, %in : f32
      linalg.yield %4 : f32
    } -> tensor<42x?xf32>
    %padded = tensor.pad %3 low[3, %arg1] high[4, %arg2] {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %arg3 : f32
    } : tensor<42x?xf32> to tensor<49x?xf32>
    return %padded : tensor<49x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x42xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<49x?xf32> {
    %0 = call @mixed_pad_fusion(%arg0, %arg1, %arg2, %arg3) : (tensor<?x42xf32>, index, index, f32) -> tensor<49x?xf32>
    return %0 : tensor<49x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x309E1EBA000040BFDE08C13800008041A97F5842D49FA5C00000F840D5B32C42EF400C3C0000803F8DC988BF0000A8C0DF8E3242000020C1B38555C3000090400000E840000058411D2C1CBC0000604100004841CD5AF2C11E626A3A0000C07F0000304114B3C33D00000000EFF291C00000C07F000060410000803F73D8A438C40A82BA00004CC1268302C5000000C00000104000004040000044C10000B8400000B8400000A8400E164140000058C10000A8C015A3423C000000804EFBA33CB6F40EC4861837BE000038C100003CC10000E0C00000803FF88F6AC50000807F000050C05C87D83B2E09174200000040000000BF000020C000000000000090408A82ECBA000064C100005841000050C0B5CBF3BD00000080000058C100000000C495D13F000080C0DD5E29BF0000004100004CC10000784100000CC10000C07F000060410000C07F5B3BA7C2010E65C00000803F00004CC1B75C2DB902062538000070C1000080FFE68C0FBF000058410000A0400000F040000038C1000010400000008000002CC1D37342450000807F000080BF0000803F0000B0405A9F4F3D0000E0C00000403F000054C10000C0BF0000E04000009040000000C10000C07F00001841000080FF1849AFBE00001C410000D840BA2EB0C0000060C1F37BFB3B0000803F33668840E9B10FBC000010C079D986B8A9F0423D"> : tensor<3x42xf32>
    %cast = tensor.cast %cst : tensor<3x42xf32> to tensor<?x42xf32>
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %cst_0 = arith.constant 8694.93652 : f32
    %0 = call @smith_harness_0(%cast, %c3, %c1, %cst_0) : (tensor<?x42xf32>, index, index, f32) -> tensor<49x?xf32>
    %c0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c49 = arith.constant 49 : index
    %c1_2 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1_2 : tensor<49x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c49 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<49x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_4 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
