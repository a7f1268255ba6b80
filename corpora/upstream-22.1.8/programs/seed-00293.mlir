// Piece 9 of Conversion/VectorToArmSME/unsupported.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_write_2d__fixed"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToArmSME/unsupported.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 4640561676657067875, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_write_2d__fixed(%arg0: vector<16x16xi8>, %arg1: memref<?x?xi8>) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg1, %c0_0 : memref<?x?xi8>
    %0 = arith.minui %c0, %dim : index
    %c1 = arith.constant 1 : index
    %dim_1 = memref.dim %arg1, %c1 : memref<?x?xi8>
    %1 = arith.minui %c0, %dim_1 : index
    vector.transfer_write %arg0, %arg1[%0, %1] : vector<16x16xi8>, memref<?x?xi8>
    return
  }
  func.func @smith_harness_0(%arg0: vector<16x16xi8>) -> memref<?x?xi8> {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4, %c4) : memref<?x?xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<?x?xi8>)
    %c126_i8 = arith.constant 126 : i8
    linalg.fill ins(%c126_i8 : i8) outs(%alloc : memref<?x?xi8>)
    call @transfer_write_2d__fixed(%arg0, %alloc) : (vector<16x16xi8>, memref<?x?xi8>) -> ()
    return %alloc : memref<?x?xi8>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x5C0D818174013FB74608F803697FF8FAFF0BFF0EFFAA05001951FF077EFFF7003F0400CBA9F9080180420EBE0D3EF7FF0F1203F226810310F4FFF501107E05057E06F2FB500DFFFFFD7EF19AF500FF7FFF0BF600FEF20F0B0576997FBEF27E10F70817FF7F81F6090294F96F80FAF5F981F0FBF6FF7ECEF70D0910001900E20F100BFA0872FF08C47EF8F0F200F9F204048100FFFDBA213D0100FF800DFACBFFB3F3027EFCF06FF678FEFCFF060016FFFAFF2149F83AFB060AE9F406F20A815F0F7F0AA9F2C86009F7F20CF0F9F0F5FC01F8FC47F54D7F810064FB0E47806DF4E2F303FB000F01F00B80F5FA1D2BE702052CFF60B306F100009BF104FAFF816F"> : vector<16x16xi8>
    %0 = call @smith_harness_0(%cst) : (vector<16x16xi8>) -> memref<?x?xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?x?xi8>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0, %c1_1 : memref<?x?xi8>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<?x?xi8>
        %6 = arith.extsi %5 : i8 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %7 = arith.muli %arg3, %c1000003_i64_4 : i64
        %8 = arith.addi %7, %6 : i64
        scf.yield %8 : i64
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
