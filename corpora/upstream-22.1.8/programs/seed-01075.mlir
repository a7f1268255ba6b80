// Piece 8 of Dialect/Tensor/fold-into-pack-and-unpack.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_pad_pack"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-into-pack-and-unpack.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 546514726725000625, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_pad_pack(%arg0: tensor<9x16xf32>) -> tensor<2x1x8x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0] high[7, 0] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %cst : f32
    } : tensor<9x16xf32> to tensor<16x16xf32>
    %0 = tensor.empty() : tensor<2x1x8x32xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32>
    %pack = linalg.pack %padded padding_value(%cst : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %1 : tensor<16x16xf32> -> tensor<2x1x8x32xf32>
    return %pack : tensor<2x1x8x32xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<9x16xf32>) -> tensor<2x1x8x32xf32> {
    %0 = call @fold_pad_pack(%arg0) : (tensor<9x16xf32>) -> tensor<2x1x8x32xf32>
    return %0 : tensor<2x1x8x32xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x9FD1CEB9000000400000D84011D139C200005441000080FFF46029C40000807F00001441D580333B0000E0BF00007C4100005CC1000070415FC4EA4400002C41118442BA000054C1000070C000001040000000000000F0400000C0C00000E8C090EB49C20000A8C05BAA903B000070C1000080FFB1F7CA3E3480F7C399049F43000060C100008041000034410000284117DDB23D0000B840000070C1000010C0000028C1DD93ECC3AA05AF400000E0400000A0C0000080BF0000C03F0000B8400000B0C0000000400000E840000020C10000B8C00000C8C000003CC100001CC10000B040000054C1000000410000E8C0748D6B3F000074C100006CC10000B04020EED6C300006C41000000BF0231A0BC00002CC100007C410000803E000080419499D6C14F6D2BC485DB56C4000070C1000078C10000803F000040C0000050C1000088C000000CC1000010C100007C41000078C1D3F6AFC55DF2E1BB0000803F68100E3B2EFF45C2458FAF3C000000C1000098C00000807F00004C41707267C30000104000000000F9E91BBC233E55C2000080FF000040BF0000803FFC94F44000001040000030C000000C41CD99583ACA7CDEC00000704089DF493F017D09BDB5911DBA000070400000000067792C3A000090C0000070C10000004000003CC10000008000001C41C3F6FE40F543DB45000080BF0000B8400000803F000050C04871AEBD0000A0C05AE461450000C03F00001841000030C00000D0C06A9B83C20F580D3A000040BF000038410000807F77C8E3C5000028C17E0707C6261CCE41"> : tensor<9x16xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<9x16xf32>) -> tensor<2x1x8x32xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_0 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c32 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<2x1x8x32xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_2 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_2 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
