// Piece 2 of Dialect/Tosa/transpose-fold.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_do_not_cancel_different_transpose"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/transpose-fold.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 6163693808237713588, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_do_not_cancel_different_transpose(%arg0: tensor<2x3x4x5xi32>) -> tensor<5x4x3x2xi32> {
    %0 = tosa.transpose %arg0 {perms = array<i32: 1, 2, 0, 3>} : (tensor<2x3x4x5xi32>) -> tensor<3x4x2x5xi32>
    %1 = tosa.transpose %0 {perms = array<i32: 3, 1, 0, 2>} : (tensor<3x4x2x5xi32>) -> tensor<5x4x3x2xi32>
    return %1 : tensor<5x4x3x2xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x3x4x5xi32>) -> tensor<5x4x3x2xi32> {
    %0 = call @test_do_not_cancel_different_transpose(%arg0) : (tensor<2x3x4x5xi32>) -> tensor<5x4x3x2xi32>
    return %0 : tensor<5x4x3x2xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x0100000006199F969178B5DD0B00000004000000FFFFFF7F229437BA06552EC9F1FFFFFF0B00000001000000F8FC29A4F3FFFFFFF6FFFFFFFAFFFFFF0100000005000000FBFFFFFFE302BA4F000000000100008094D3CFF10B000000F1FFFFFF7E7ECA1200000080BA44E1CFF8FFFFFF01000000FFFFFFFFC74C4956F1FFFFFF5BBA5E11FFFFFF7F0E000000F1FFFFFF01000000F4FFFFFF0100000041D44C6FF8FFFFFFFFFFFFFFBA9C1775010000800100008001000000FFFFFF7FF8FFFFFF010000800100000079C8CDA508000000829038C2F5FFFFFF6C857078F8FFFFFFFBFFFFFF0100008000000000F1FFFFFF0F000000F9FFFFFF933419E3050000000C00000000000080F807180B0A000000F8FFFFFF9C297BABF2FFFFFF0B00000004000000F0FFFFFFB4927BDB6086ED752D568FBB01000080F9FFFFFFFAFFFFFF90BA3B3C0000008005000000FFFFFFFF01000000599CADD1FBFFFFFFF8FFFFFF060000000A000000FCFFFFFFFEFFFFFF000000800C000000FAFFFFFF0F00000087C682F9F6FFFFFF61D7794000000000F6FFFFFFFFFFFF7FFBFFFFFF32A12845010000800000008088950A17F1BD1DF0ECEB11BBD1C8586009000000906D9E43FEFFFFFFFEFFFFFFFC1F8969FF33F2EB0000008003000000FEFFFF7F3B4AD8D2"> : tensor<2x3x4x5xi32>
    %0 = call @smith_harness_0(%cst) : (tensor<2x3x4x5xi32>) -> tensor<5x4x3x2xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c5 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c2 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<5x4x3x2xi32>
            %7 = arith.extsi %extracted : i32 to i64
            %c1000003_i64_1 = arith.constant 1000003 : i64
            %8 = arith.muli %arg7, %c1000003_i64_1 : i64
            %9 = arith.addi %8, %7 : i64
            scf.yield %9 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
