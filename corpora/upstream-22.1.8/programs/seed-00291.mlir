// Piece 4 of Conversion/VectorToAMX/transfer-to-amx.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["negative_out_of_bounds"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToAMX/transfer-to-amx.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 3813402961822684198, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
module {
  func.func @negative_out_of_bounds(%arg0: memref<64x64xf32>, %arg1: vector<4x8x2xf16>, %arg2: vector<8x16x2xf16>, %arg3: vector<4x16xf32>, %arg4: index) {
    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "reduction"], kind = #vector.kind<add>} %arg1, %arg2, %arg3 : vector<4x8x2xf16>, vector<8x16x2xf16> into vector<4x16xf32>
    %c64 = arith.constant 64 : index
    %1 = arith.minui %arg4, %c64 : index
    %c64_0 = arith.constant 64 : index
    %2 = arith.minui %arg4, %c64_0 : index
    vector.transfer_write %0, %arg0[%1, %2] : vector<4x16xf32>, memref<64x64xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<4x8x2xf16>, %arg1: vector<8x16x2xf16>, %arg2: vector<4x16xf32>, %arg3: index) -> memref<64x64xf32> {
    %alloc = memref.alloc() : memref<64x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<64x64xf32>)
    %cst_0 = arith.constant 1.000000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<64x64xf32>)
    call @negative_out_of_bounds(%alloc, %arg0, %arg1, %arg2, %arg3) : (memref<64x64xf32>, vector<4x8x2xf16>, vector<8x16x2xf16>, vector<4x16xf32>, index) -> ()
    return %alloc : memref<64x64xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-2.500000e+00, -3.250000e+00], [1.400000e+01, 5.500000e+00], [4.884380e+01, 9.000000e+00], [-9.257810e+00, 3.936000e+03], [9.500000e+00, -7.750000e+00], [9.300230e-03, 9.000000e+00], [1.400000e+01, 1.150000e+01], [0xFC00, 6.376950e-01]], [[-6.000000e+00, 6.800000e+02], [1.350000e+01, -9.750000e+00], [-6.225590e-02, 1.500000e+01], [-3.630370e-01, -4.342650e-02], [-6.250000e+00, -8.413080e-01], [4.750000e+00, 1.425000e+01], [-4.000000e+00, 2.500000e-01], [-6.000000e+00, -4.250000e+00]], [[7.000000e+00, -1.000000e+00], [-1.126290e-03, 7.500000e+00], [2.095700e+00, -0.000000e+00], [-1.575000e+01, -1.150000e+01], [1.767870e-04, -8.300780e-01], [1.250000e+01, -0.000000e+00], [0.000000e+00, 1.500000e+00], [4.500000e+00, -2.974270e-05]], [[-7.396000e+03, -8.250000e+00], [6.750000e+00, -1.289060e+00], [-5.000000e-01, -9.617180e+00], [-1.575000e+01, -1.000000e+00], [0.000000e+00, -7.500000e+00], [-8.264160e-02, 4.832740e-04], [-1.891850e-04, -5.000000e+00], [-3.750000e+00, -1.150000e+01]]]> : vector<4x8x2xf16>
    %cst_0 = arith.constant dense<"0x00BAC047A0CA405280C3C04580CA00C60C938044A04A4148E0C8E04BA048253B0049007E4048007CF21DCC140046388000417FD9C0C9533F3709A49200B4C04480C830A94044604B80C940470046404ABCDD003C20C980C680C400C900C0C0C400800AD400BE00B800CCC3B9129F007E007C80C80049004A004B4DE014C2007C8049007C80C300BC00CA00C3E28DB0C8341CE04AC0C8C0C60080003C80C9A0DD976B00B8A04A804740C4204A404933EC004780C6003C00BC8049003DA0CA00C172A960C8E0C8E0C9CD63004B80C7A8D5004B80C9EB4F007CA04B003CFA21004685CCC04AE04AD3E04265C04B5BD4003C003C80C1C0C6003C8044E0C800C800FC003CE04AE82A6048404AC0C50000003D007E56DD007C065500BA80C000BC4044C61940468047201323C600BA7BC5004B003C004480CB007C8044204860C989CD00CAA04AE0C8A04AAE2D83B900FC00C6DDEA766180432EC480CA01F0C04B00BCC04400FC20C9A0CA545596284CE900C260A380C30043B6C800C60000A93500C7A6A720CB9DD80080741E00C00043003A003C621F40C68CB800BC003CC9D1F5ABC046204800C600CA3593204880490041204B20CAA0CAA2AD80C05E28404A3B27C0CAC04400405744E04980C2004A3B63804000C73DBB58ACB661004AA04B00BC0044C0CAA0CA7D6F6BA9003F23A080C34044D920804100BC1F1EE048028FD0F0"> : vector<8x16x2xf16>
    %cst_1 = arith.constant dense<[[2.500000e+00, -7.250000e+00, 1.100000e+01, 1.100000e+01, -1.500000e+01, -1.300000e+01, -2.250000e+00, 0x7F800000, 1.100000e+01, -3.64320353E-4, -5.250000e+00, -1.550000e+01, 1.125000e+01, 2.750000e+00, 0xFF800000, 5.000000e-01], [-5.250000e+00, -5.000000e+00, 0x7F800000, 8.28300894E-4, 5.000000e+00, 1.125000e+01, 25.0030537, 0.000000e+00, 5.500000e+00, 43.8554573, 6.78652095, -1.375000e+01, -1.000000e+00, 0.0665437207, -9.500000e+00, -88.198555], [-2.500000e-01, -1.400000e+01, -5.750000e+00, 0.54329437, -1.100000e+01, -1.300000e+01, 7.500000e+00, 8.17759952E-4, 0x7F800000, 1.550000e+01, 0x7FC00000, -800.19104, -9.1768341, -0.624764502, 7.750000e+00, 4.500000e+00], [1.225000e+01, 4.250000e+00, 1.000000e+00, 8.500000e+00, 944.333068, 3480.76904, 1.000000e+00, 0.270928353, -1.000000e+00, 325.966766, -0.327115327, 7.500000e+00, 3.750000e+00, -3.500000e+00, -9.750000e+00, 8.500000e+00]]> : vector<4x16xf32>
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %c1) : (vector<4x8x2xf16>, vector<8x16x2xf16>, vector<4x16xf32>, index) -> memref<64x64xf32>
    %c0 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c64_3 = arith.constant 64 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c64 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c64_3 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<64x64xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_5 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_5 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
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
