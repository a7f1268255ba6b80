// Piece 2 of Dialect/Linalg/decompose-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["multi_statement"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/decompose-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 2263407988094910745, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @multi_statement(%arg0: tensor<10x20xf32>, %arg1: tensor<10xi32>) -> tensor<20x10xf64> {
    %0 = tensor.empty() : tensor<20x10xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<10x20xf32>, tensor<10xi32>) outs(%0 : tensor<20x10xf64>) {
    ^bb0(%in: f32, %in_0: i32, %out: f64):
      %2 = arith.sitofp %in_0 : i32 to f64
      %3 = arith.extf %in : f32 to f64
      %4 = arith.addf %2, %3 : f64
      linalg.yield %4 : f64
    } -> tensor<20x10xf64>
    return %1 : tensor<20x10xf64>
  }
  func.func @smith_harness_0(%arg0: tensor<10x20xf32>, %arg1: tensor<10xi32>) -> tensor<20x10xf64> {
    %0 = call @multi_statement(%arg0, %arg1) : (tensor<10x20xf32>, tensor<10xi32>) -> tensor<20x10xf64>
    return %0 : tensor<20x10xf64>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x00000080000030C100006041B4669E400000807F000070C0000050410000803E0000704000000080000080BEFE5394BA2F7638C100007040076B92BA00000000000078C1000050C0000000C000000C410000C0BF0000A84000000041000080FF0000C0BF000024410000803FDE7D4B37000080FF00007C41000070410000803F0000008000000000000034C10000A8C000003040C2ACF0C0827787B9000018C100008840000068C10000A8C00000F0400000A0C032BC0D3C0C8F1A4600000000000044411259D0C1000014C100003040000064C15B23D3BB0000807F0000003F0000003F0000E03F00000441000050C016589D4500003CC10000003F0000803F4FBC9D3E000080BE000080C000004CC1000000000000A8C0000080C0000068C1CC895EC40000C0BF787E10C49F6682BF000068C1000050C100005C41192C9DC2BB5239C4CB2792BE000004C10000F0C0000000C1000008414CEEC0C50000A0BF000050400000B0C000002C41A448E5430000C07F000080FFC5D9273D0000D0C07A7A77C21D1829BB0000803FB8CF47430000A0BF000040BF0C9A864200000000A9013CBA00004CC10000804000002C410000403F00001040000050C0815F32C3000040BFA471DF4300004C410000C03F00005040000080FF00001441000080FF4C3F713F000078C100007041000080BF000028C100000080000080FF0000B8C00000C0BF44D4A040686EB5BD136A78C500007841000040C081249845000054C10000C84069A596BD00000CC1000018410000704000002CC1000040C00000E03F7B00F54500001040D5031DC0BA80A939B2EF73BE000068C1905048BF0000803F00000000000064410000E04000006C41000040400000004155EA47BC0000807F0000B0400CAA08C1000040BF0000803F00002C410000E0BF000000800000C07F000020410000104100007040000030C000006C4100005CC100001C4100000CC1000088C0000010C00000B8C00F0955BA14DA1741000028C1000088C0000050C0000080BF059143C40000444100000000000070C1000074412F41C5C10000F8C03647634221E7323F000080BF0E9A6CBA0000E0BF0000C03FD3B5B345000008C1"> : tensor<10x20xf32>
    %cst_0 = arith.constant dense<[2147483647, 7, -16, 9, -213261742, 1, 12, 15, -1790416245, -2147483647]> : tensor<10xi32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<10x20xf32>, tensor<10xi32>) -> tensor<20x10xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c20 = arith.constant 20 : index
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c20 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<20x10xf64>
        %5 = arith.bitcast %extracted : f64 to i64
        %6 = arith.cmpf uno, %extracted, %extracted : f64
        %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
        %7 = arith.select %6, %c9221120237041090560_i64, %5 : i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %8 = arith.muli %arg3, %c1000003_i64_2 : i64
        %9 = arith.addi %8, %7 : i64
        scf.yield %9 : i64
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
