// Piece 4 of Dialect/Tensor/fold-tensor-subset-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_read_of_extract_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-tensor-subset-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 2248092260787082279, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_read_of_extract_slice(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> vector<6xf32> {
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %0 = arith.maxsi %c1_0, %c1_1 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg2, %1 : index
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %c10 = arith.constant 10 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %3 = arith.subi %c10, %c1_4 : index
    %4 = arith.muli %3, %c1_3 : index
    %5 = arith.subi %dim_2, %4 : index
    %c1_5 = arith.constant 1 : index
    %6 = arith.maxsi %5, %c1_5 : index
    %7 = arith.remui %c5, %6 : index
    %c1_6 = arith.constant 1 : index
    %dim_7 = tensor.dim %arg0, %c1_6 : tensor<?x?xf32>
    %c1_8 = arith.constant 1 : index
    %c1_9 = arith.constant 1 : index
    %8 = arith.subi %2, %c1_9 : index
    %9 = arith.muli %8, %c1_8 : index
    %10 = arith.subi %dim_7, %9 : index
    %c1_10 = arith.constant 1 : index
    %11 = arith.maxsi %10, %c1_10 : index
    %12 = arith.remui %arg1, %11 : index
    %extracted_slice = tensor.extract_slice %arg0[%7, %12] [10, %2] [1, 1] : tensor<?x?xf32> to tensor<10x?xf32>
    %c10_11 = arith.constant 10 : index
    %c1_12 = arith.constant 1 : index
    %dim_13 = tensor.dim %extracted_slice, %c1_12 : tensor<10x?xf32>
    %13 = arith.minui %c4, %dim_13 : index
    %14 = vector.transfer_read %extracted_slice[%c3, %13], %cst : tensor<10x?xf32>, vector<6xf32>
    return %14 : vector<6xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> vector<6xf32> {
    %0 = call @transfer_read_of_extract_slice(%arg0, %arg1, %arg2) : (tensor<?x?xf32>, index, index) -> vector<6xf32>
    return %0 : vector<6xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x000018C1129DF0C1000080FF392CA8BD000010C1EE705B400000807F000034C1000030C00000C03F81D389390000B0C0000060C085CDB83AA8538D42810A92BD13B0A2C30000D040DE9CA4BD0000B840000040C1892B22420000C07F0000F040000060400000F04000001841586A9B440000A8C0000020C00000B04000002CC10000C03F00000080000088C00000E0C0000034C143E5F0380000000000000441000074C1000008C1000010C151946BB83A95AA40000090C0C58C34C20000C04075689EC2B9A578C0000000BF0000D8C000007441000000403B0CBD40429229BA000058C10000A03FC5AD1D3A000070C18FF91A3B000020C1000064C1000080FF00001040000090C0000088C0000074C1000014C1000024C1000000000000A0400000384100000000000000C0C988963E000080BF0000C03F0000B0C00000F8C00000784100005041F052E5C20000584100003841000060C00000803F9A511E410000E03F0000C07F000054C10000B840000058C1000030C0000080BF0000803F44CD7AC100006CC1D22959BA69F5833D00001C41000030C1A8051246A02AAFBF000040C00000D84000007441D579B242000000C00000B8C05DFB1BC1000020410000B8C0000000800000A0BF000008C1000080FF0000008000007441000014C100000000000010C00000803F9D947DC30000B840000030C1000080400000008098569BBCDAC3074415ACB64100001441602F8DC50000E0BF000044C100002040D321EB40C42A0A3F0000D0C0CB9D7A420000A0BF3603C0420000803E2D4CB6410000803F0000E040000024C1CD82BDC25A79103E00002CC1348F82C2000000001148093B000010410000C840000020411943B1B96E7D2AC100007C41E823FC3A000074410000E0400000F0C0D3C9D0BB000010C10000E8C013565AB9000078C1AC8E08C0000080FF175A9B39000070C10000C07F0000A03F00004C410000104100000040357FBDC400003C410000000000001C41000000C0000004C10000003F000070C000001441416DDF40CC3CEF4522CFFEBB000030C087D66044B24BB4C2000080416E271E410000803EFF19773D00001C41E3A86AC2000030400000C07F000038C100001040AFD124BD92A6F53E0000B8C0000080BE0000E040000028C10000008000008041000068410000803E000070C1000048C1AA9CBE45CC0C474200002441000000BF00000000000010C1B68BBBB800006441000064C1000080BF00007040"> : tensor<15x15xf32>
    %cast = tensor.cast %cst : tensor<15x15xf32> to tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cast, %c0, %c3) : (tensor<?x?xf32>, index, index) -> vector<6xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : f32 from vector<6xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0[1] : f32 from vector<6xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_0 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_0, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_1 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0[2] : f32 from vector<6xf32>
    %16 = arith.bitcast %15 : f32 to i32
    %17 = arith.cmpf uno, %15, %15 : f32
    %c2143289344_i32_2 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_2, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_3 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0[3] : f32 from vector<6xf32>
    %23 = arith.bitcast %22 : f32 to i32
    %24 = arith.cmpf uno, %22, %22 : f32
    %c2143289344_i32_4 = arith.constant 2143289344 : i32
    %25 = arith.select %24, %c2143289344_i32_4, %23 : i32
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0[4] : f32 from vector<6xf32>
    %30 = arith.bitcast %29 : f32 to i32
    %31 = arith.cmpf uno, %29, %29 : f32
    %c2143289344_i32_6 = arith.constant 2143289344 : i32
    %32 = arith.select %31, %c2143289344_i32_6, %30 : i32
    %33 = arith.extsi %32 : i32 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %34 = arith.muli %28, %c1000003_i64_7 : i64
    %35 = arith.addi %34, %33 : i64
    %36 = vector.extract %0[5] : f32 from vector<6xf32>
    %37 = arith.bitcast %36 : f32 to i32
    %38 = arith.cmpf uno, %36, %36 : f32
    %c2143289344_i32_8 = arith.constant 2143289344 : i32
    %39 = arith.select %38, %c2143289344_i32_8, %37 : i32
    %40 = arith.extsi %39 : i32 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %41 = arith.muli %35, %c1000003_i64_9 : i64
    %42 = arith.addi %41, %40 : i64
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    vector.print %42 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %43 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64_11 : i64
    %44 = arith.addi %43, %42 : i64
    vector.print %44 : i64
    return
  }
}
