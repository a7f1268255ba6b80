// Piece 5 of Conversion/VectorToAMX/transfer-to-amx.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["negative_non_identity_map"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToAMX/transfer-to-amx.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 4380881224862747988, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @negative_non_identity_map(%arg0: memref<64x64xf32>, %arg1: vector<4x8x2xf16>, %arg2: vector<8x16x2xf16>, %arg3: vector<4x16xf32>, %arg4: index) {
    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "reduction"], kind = #vector.kind<add>} %arg1, %arg2, %arg3 : vector<4x8x2xf16>, vector<8x16x2xf16> into vector<4x16xf32>
    %c64 = arith.constant 64 : index
    %1 = arith.minui %arg4, %c64 : index
    %c64_0 = arith.constant 64 : index
    %2 = arith.minui %arg4, %c64_0 : index
    vector.transfer_write %0, %arg0[%1, %2] {permutation_map = #map3} : vector<4x16xf32>, memref<64x64xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<4x8x2xf16>, %arg1: vector<8x16x2xf16>, %arg2: vector<4x16xf32>, %arg3: index) -> memref<64x64xf32> {
    %alloc = memref.alloc() : memref<64x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<64x64xf32>)
    %cst_0 = arith.constant -970.012207 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<64x64xf32>)
    call @negative_non_identity_map(%alloc, %arg0, %arg1, %arg2, %arg3) : (memref<64x64xf32>, vector<4x8x2xf16>, vector<8x16x2xf16>, vector<4x16xf32>, index) -> ()
    return %alloc : memref<64x64xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[2.750000e+00, 7.500000e-01], [-8.575440e-02, -1.125000e+01], [-4.388430e-02, 1.600000e+01], [-7.250000e+00, 1.000000e+00], [-9.482420e-01, 2.500000e-01], [-3.000000e+00, 8.750000e+00], [-1.000000e+01, 1.100000e+01], [0xFC00, 6.363280e+00]], [[6.958000e-01, -6.500000e+00], [1.000000e+00, -5.000000e+00], [-6.950370e-03, -7.250000e+00], [5.428310e-03, -1.125000e+01], [1.025000e+01, 4.250000e+00], [7.000000e+00, 9.750000e+00], [1.500000e+00, 1.000000e+00], [-1.345000e+03, 3.669260e-04]], [[2.748110e-02, -1.200000e+01], [-9.500000e+00, -7.000000e+00], [-1.000000e+00, 1.000000e+01], [3.494260e-02, -1.500000e+01], [4.250000e+00, -1.750000e+00], [-8.750000e+00, -1.575000e+01], [-1.075000e+01, -4.901120e-02], [6.750000e+00, 6.451420e-02]], [[-1.200000e+01, -9.484370e+00], [3.323550e-04, 3.390630e+00], [1.000000e+01, -3.248050e+00], [-9.365080e-04, -4.250000e+00], [-5.310060e-03, 0xFC00], [0.000000e+00, -2.750000e+00], [-3.250000e+00, -3.000000e+00], [-3.500000e+00, -4.211430e-03]]]> : vector<4x8x2xf16>
    %cst_0 = arith.constant dense<"0x008000BC00CA40C4004640C9007C60CB6EC300CC20C9003FC6E2804000BA80C200B880C5C1381861E04BC0C8AB90003DA0CA20CA3AAA00C780C6BD20D9DCC952C044000060CA00BE804A4047003D4A9920CA4048004A00BD404BC04B40C700C540CB6049C04940C9404740C620CAC0C80080007E0038C04B232DD9B49AD2003A40C720CA00445EEE6FC400C02FA62048832C804500B4404700B4C049A04A80CA804B0080003C0E241A6520CB00C240C6003E804500FCAB2C40C9373A80CA40C80041404A0049C04600CA3BE640C5003C00BC2048D7B400BC4046604B9B1FCB2060C8204ABE6006B620C9072E2B62004810212D2DEBB4405B2D3BE04B2D9D00BD8AB6204B20CB0034E9DA5F38C214004B003C00FC0038008080C130CD000000006FAD60D42048007E004880C5B730007C665FA04BC0C43AAC007EA0C900CA007CC0CB80C3004820497A66A0C84F3A29AE00BF80C240C49B259ED8334140C5C8C8003C003C5292E04A80C8003440CA80C3A72CE0CB4461C0CB80C9004AC0C4505000346EA8B354E292004CC0468043C7289837C045C02BA04B6BA080C200BC008000BA40C7CC530047A04BC0CA0041AB8B8047E906404760C9019440C461B8E0C80042004800B800808040004280C4F74D404880C305840034007C40C49D11FB0E007E00BD0AA0919180C520C9F4198049404B604B804B7EC240C4C0C9C0C76048"> : vector<8x16x2xf16>
    %cst_1 = arith.constant dense<[[50.2433395, 0x7F800000, -2.84553564E-4, -0.00425050873, 3.750000e+00, -1.000000e+01, -9.000000e+00, -5.6863745E-4, -1.350000e+01, -1.150000e+01, 2.000000e+00, 3.250000e+00, 31.1815376, 1.750000e+00, -0.00902803055, 0.513961375], [4.750000e+00, -6.000000e+00, 9.750000e+00, -95.8802642, -4.000000e+00, -7.000000e+00, -6.41416525E-4, 1.225000e+01, -1.350000e+01, 0.331369668, -0.0815895572, 7.96037101, 1.075000e+01, 0x7F800000, -420.092682, -1.525000e+01], [6.752310e+01, -0.712436676, 8.77894496, 6.750000e+00, -1.050000e+01, 1.000000e+00, -1.550000e+01, 0.00642577605, -3.000000e+00, 1.000000e+01, -8.750000e+00, 1.70878148, -1.075000e+01, 1.250000e+00, -1.000000e+00, 0.000000e+00], [-6.000000e+00, 47.5342789, -5406.44287, 6.250000e+00, -0.00995982903, -6.750000e+00, -2.500000e-01, -1.375000e+01, -68.635704, 1.400000e+01, 9.500000e+00, 1.000000e+01, 0x7F800000, -1.100000e+01, -26.2307739, 1.000000e+00]]> : vector<4x16xf32>
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %c2) : (vector<4x8x2xf16>, vector<8x16x2xf16>, vector<4x16xf32>, index) -> memref<64x64xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c64_2 = arith.constant 64 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c64 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c64_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<64x64xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_4 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
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
