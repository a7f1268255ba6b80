// Piece 5 of Dialect/Linalg/vectorization/extract-with-patterns.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vectorize_nd_tensor_extract_index_from_tensor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/vectorization/extract-with-patterns.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 6614141366636676423, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @vectorize_nd_tensor_extract_index_from_tensor(%arg0: tensor<3x3xf32>, %arg1: tensor<4x3xi32>, %arg2: tensor<4x3xi32>, %arg3: tensor<4x7x2xf32>, %arg4: tensor<4x7x3x2xf32>) -> tensor<4x7x3x2xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %arg2, %arg3 : tensor<4x3xi32>, tensor<4x3xi32>, tensor<4x7x2xf32>) outs(%arg4 : tensor<4x7x3x2xf32>) {
    ^bb0(%in: i32, %in_0: i32, %in_1: f32, %out: f32):
      %1 = arith.index_cast %in : i32 to index
      %2 = arith.index_cast %in_0 : i32 to index
      %c3 = arith.constant 3 : index
      %3 = arith.remui %1, %c3 : index
      %c3_2 = arith.constant 3 : index
      %4 = arith.remui %2, %c3_2 : index
      %extracted = tensor.extract %arg0[%3, %4] : tensor<3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x7x3x2xf32>
    return %0 : tensor<4x7x3x2xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<3x3xf32>, %arg1: tensor<4x3xi32>, %arg2: tensor<4x3xi32>, %arg3: tensor<4x7x2xf32>, %arg4: tensor<4x7x3x2xf32>) -> tensor<4x7x3x2xf32> {
    %0 = call @vectorize_nd_tensor_extract_index_from_tensor(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<3x3xf32>, tensor<4x3xi32>, tensor<4x3xi32>, tensor<4x7x2xf32>, tensor<4x7x3x2xf32>) -> tensor<4x7x3x2xf32>
    return %0 : tensor<4x7x3x2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-1.575000e+01, 8.500000e+00, -1.575000e+01], [-1.275000e+01, -7.500000e-01, 5.006640e+03], [0.000000e+00, 1.250000e+00, 5.000000e-01]]> : tensor<3x3xf32>
    %cst_0 = arith.constant dense<[[10, 4, -2147483647], [8, 14, 2147483646], [1, 5, 15], [-4, 8, 2147483647]]> : tensor<4x3xi32>
    %cst_1 = arith.constant dense<[[-495396425, -782599002, 76554349], [-1, -711496091, -12], [-15, 2147483647, 0], [-2, -2147483647, -14]]> : tensor<4x3xi32>
    %cst_2 = arith.constant dense<[[[-29.0257874, 6.5907609E-4], [1.250000e+01, -7706.99511], [0x7F800000, 1.100000e+01], [-1.025000e+01, 3.750000e+00], [6.000000e+00, 1.300000e+01], [0.00887659285, -9.500000e+00], [6.500000e+00, -0.0325263962]], [[-8.250000e+00, -1.000000e+01], [-7.67514517E-4, 1.150000e+01], [-0.000000e+00, -42.7769241], [1.400000e+01, 5.250000e+00], [-0.450185478, -6842.7915], [-4.750000e+00, 8.30204772], [8.56335274E-4, -424.593719]], [[-72.7129058, -48.4689026], [-2.000000e+00, 133.009659], [1.375000e+01, 0x7FC00000], [-0.000000e+00, -8.000000e+00], [36.7610779, -4.250000e+00], [3.250000e+00, 0.0849900469], [1180.52417, -3.750000e+00]], [[870.676208, -0.000000e+00], [-1.025000e+01, -5.08308125], [-29.4159279, 1.150000e+01], [7596.37841, -3.500000e+00], [0xFF800000, 421.685455], [-9.500000e+00, -0.221872553], [7.500000e+00, 4.000000e+00]]]> : tensor<4x7x2xf32>
    %cst_3 = arith.constant dense<"0x0000F040000018C1000000000000D8C0000060C0C76393BF0000A0C00000807F00009040000000C10000A0400000304000005C41000060C0004720BC000050C029F638C0000030400000C03F000000000000C07F5DD53843BF711EC295790841000000C00000807F0000704000006040000048C10000F8400000807FCEC913C646E62C3A0000C07F3D76B8C2000048C10000000000002CC1000060C0000090C0E2DA65C40000584100004040000030C00000444100000080000058C1000064C1000048C10000803FB0943B3A00007041000014C10000C8C0000088C04AAD77BDB15C80C2C7F48EC2000050C1B6F8A9420000404100002CC1000038410000C0BF000090C000001C4100001CC1000098C0000090C00000484100002441735F864500005C41000074C10000F8C0859D09BD00002041000030C0000098C00000E840000060C10000C84006DE13C4000050400000C8400000A03F000008410000C840000058410000A8C00000404100002CC1AB9DED39000008C1000008C167A1D1B9FB2EF83800001CC10000B0C0000080BE589D0241000028C10000284100002CC1000064C19D3A7440000010410000304000000080000020C0489C49390000B840000080BF000080C00000807F0000544100007CC147FB5B3DFAF1AC400EFD08C000001C415AEF5DBF00000041000080BF000000002C2BB1C5A86C02C1AAF71646000080BF000028410000B0400000B8C0000024C10000204100003441000080FFDE5E2744EA1F3F3A0000803F000010C0FF3C3DBD885899BB000080C1D150AEBE000030C04CC213C600000CC1EB9EB0C50000A0BF0000744100004CC10000403F76B11DBB000080FF0000E840000070C1000040C1ED0D9FBD0000C03F000018C100004040000054418553C2BD000028C17DE1DE45272ACFBB000044C1000060C0"> : tensor<4x7x3x2xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %cst_2, %cst_3) : (tensor<3x3xf32>, tensor<4x3xi32>, tensor<4x3xi32>, tensor<4x7x2xf32>, tensor<4x7x3x2xf32>) -> tensor<4x7x3x2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c7 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c2 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<4x7x3x2xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_5 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_5 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
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
