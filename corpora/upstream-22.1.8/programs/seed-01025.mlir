// Piece 2 of Dialect/Tensor/bubble-reshapes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["no_bubble_partial_intersecting_reshapes"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/bubble-reshapes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 7052162333831531407, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @no_bubble_partial_intersecting_reshapes(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<?x?x?x?xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2], [3]] : tensor<?x?x?x?xf32> into tensor<?x?xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1], [2, 3]] output_shape [%arg1, %arg2, %arg3, %arg4] : tensor<?x?xf32> into tensor<?x?x?x?xf32>
    return %expanded : tensor<?x?x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<?x?x?x?xf32> {
    %0 = call @no_bubble_partial_intersecting_reshapes(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<?x?x?x?xf32>, index, index, index, index) -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x000040C031C785C2E605E2C5000054C100004CC1000070C10000403F000080C0000060410A639B384D4510C20000C0BF000018410000E03F0000804000004041000038C1000028C1000000000000F0400000F8400000D040000080FF000080BF45F960BA630A0544000040C100000000BFA9703D000098C0AB78583B0000E0BF000028C1F95C5E3A0000D8C0000028410000807F0000807FAB0CFE45000014C1000020407E13B2C0000000C0000044C1000060C16DB1F24224AF963F0000803F000000005034A2400000B0C0000014C13A0D10BFCCC8653B000030410000E8C0C2BB0441000064C10000A0C0743A0D3AA38D273B3E52D54300007CC165E77FBF0000884000006C410000E0BF00009840000080BF0000C0BF00007841000078C175F47CBE6EEE77BF7E52593F00007CC100000000F551963D0000C840C84B394400000080000080FF000008C100000000000090C011E8BE3EF7B001440000C0BFB58C8F4100003C4100005041000080BF83E1AB40A6270AC4000080BF000034C100004C4149DE143A69A5793F06E7FB3E000060C1000080BF00000080000070C0D8D512410000C8C000000041091AAE3D0DC5BFC2000060C1000000806CA7CB4046051BC29DC5D340000010C100004C41000010C09BE49540080309410000403F0000E04096DCD7C40000284100003CC10000A0C000002C418DDA99C273BE213C0000807FDAD91EBD000058C100004441000080BF0000000000001CC100003CC1548067BB000080C0000000006ABEA0450000C03F0000008000007C41000000BF922D3EC29BF21FB9000008C10000A840C5BD5EBA000064C10000803F000020C10000604000004C41000034C1000000800FA14D3DCF9D1A3FE36249C5EEBA083C000070C1000008C1000080FF00002441000000BF000080C10000C07F0000A8406366813A000000000000008000002040000080C00000804154B41EBF0000A03F000004C11A7AB2B90000F0C05979DE400000E0C0000060C10000E8C0972B4039000080400000B040000034C100002841000024410000E0BF00002CC1898C0A3D000080BF0000807F0000A040921794450000C07FE4A9ABB90000C0C000000841000080BF0000244100007441000074C10000B0400000B8C0100B6C45000070C1000040C10000E840BF588AB9975EEF3FE6D017B90000284194984DC2000068C100000080000080FF05E646C4E9E6943D000080BE4DCDA6452D21D2BE000058C10000C07F0000D04000000080C8508DBB00007C4100003C41000048410000A0C0544A36BD000010400000A03F0000803F6FA296BE00006C41C890E03C0000E0BF000080BF0000B8406376DEC10000C0BF0000344100004CC100005CC1000024C1000080BF0000B0C0000020C10000E0C0000000C000003441390F6D3F3E4975C4"> : tensor<4x4x4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4x4x4xf32> to tensor<?x?x?x?xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%cast, %c1, %c0, %c1_0, %c1_1) : (tensor<?x?x?x?xf32>, index, index, index, index) -> tensor<?x?x?x?xf32>
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_4 : tensor<?x?x?x?xf32>
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %0, %c1_5 : tensor<?x?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_7 = tensor.dim %0, %c2 : tensor<?x?x?x?xf32>
    %c3 = arith.constant 3 : index
    %dim_8 = tensor.dim %0, %c3 : tensor<?x?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_2 to %dim step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_2 to %dim_6 step %c1_3 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0_2 to %dim_7 step %c1_3 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0_2 to %dim_8 step %c1_3 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<?x?x?x?xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_10 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_10 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
