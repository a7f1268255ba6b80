// Piece 2 of Conversion/VectorToXeGPU/store-to-xegpu.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["store_dynamic_source"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToXeGPU/store-to-xegpu.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4837047504293404456, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @store_dynamic_source(%arg0: vector<8x16xf32>, %arg1: memref<?x?x?xf32>, %arg2: index, %arg3: index, %arg4: index) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg1, %c0 : memref<?x?x?xf32>
    %0 = arith.remui %arg2, %dim : index
    %c1 = arith.constant 1 : index
    %dim_0 = memref.dim %arg1, %c1 : memref<?x?x?xf32>
    %c8 = arith.constant 8 : index
    %c1_1 = arith.constant 1 : index
    %1 = arith.subi %c8, %c1_1 : index
    %2 = arith.subi %dim_0, %1 : index
    %c1_2 = arith.constant 1 : index
    %3 = arith.maxsi %2, %c1_2 : index
    %4 = arith.remui %arg3, %3 : index
    %c2 = arith.constant 2 : index
    %dim_3 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
    %c16 = arith.constant 16 : index
    %c1_4 = arith.constant 1 : index
    %5 = arith.subi %c16, %c1_4 : index
    %6 = arith.subi %dim_3, %5 : index
    %c1_5 = arith.constant 1 : index
    %7 = arith.maxsi %6, %c1_5 : index
    %8 = arith.remui %arg4, %7 : index
    vector.store %arg0, %arg1[%0, %4, %8] : memref<?x?x?xf32>, vector<8x16xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<8x16xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x?xf32> {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4, %c4, %c4) : memref<?x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?x?xf32>)
    %cst_0 = arith.constant -172.456177 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?x?xf32>)
    call @store_dynamic_source(%arg0, %alloc, %arg1, %arg2, %arg3) : (vector<8x16xf32>, memref<?x?x?xf32>, index, index, index) -> ()
    return %alloc : memref<?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x0000D8C0DBAF7F42000080C100002441228C06BCF149183AE3E965440000803F000038C105C63C450000F0C0025444C20000C0BFA8B71D4100002441193D683A000050400000484126AC2D44BA01BF4000004841000060C100006041000098C06B3C98420000A0BF0000184100009840A5A4AF38000090C0BD8CE4BF000068C1DCEEADC00000803F0000A8C0000040BFF2F8F0C50A9F013B9ECBF43E000080BF000080BF0000344105F2D7C47025673FA8308B45000098C000006041470B70BA00005CC151E9C4BC000038410000807F13775ABB00000C415F531844000050C10000803F8F6EADC10000807FB6DACBC3000078C1CD0A01420000004100000000000080FF000010C000001041000050C1000080C1279AA8BE0000E0C00000184130207A3F0CF67FB9000034413B5236BD3D625B3F133BF4C40000644142C71DBB00000080000080BF0000008054713BC20000504000000000000040BF000038C10000C0400000807F000058419D5B6F3CD60415BC0000000000003C410000B8C00000807F8D14104100006CC100009840000000C00000104000006CC10000C0C000006841000030C00000B840000058C100001CC100008041000008C100006841000080C1000020C1000008C1000040410000C07F0000B8C031645D42000008C10000B840E6D56CBFFF24DB3B00005CC171D19D4524E642BA0000803F6C77DCC0"> : vector<8x16xf32>
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cst, %c2, %c2_0, %c0) : (vector<8x16xf32>, index, index, index) -> memref<?x?x?xf32>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_2 : memref<?x?x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = memref.dim %0, %c1_3 : memref<?x?x?xf32>
    %c2_5 = arith.constant 2 : index
    %dim_6 = memref.dim %0, %c2_5 : memref<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_1 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0_1 to %dim_6 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = memref.load %0[%arg0, %arg2, %arg4] : memref<?x?x?xf32>
          %7 = arith.bitcast %6 : f32 to i32
          %8 = arith.cmpf uno, %6, %6 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %9 = arith.select %8, %c2143289344_i32, %7 : i32
          %10 = arith.extsi %9 : i32 to i64
          %c1000003_i64_8 = arith.constant 1000003 : i64
          %11 = arith.muli %arg5, %c1000003_i64_8 : i64
          %12 = arith.addi %11, %10 : i64
          scf.yield %12 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
