// Piece 1 of Conversion/VectorToXeGPU/store-to-xegpu.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["store_2D_vector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToXeGPU/store-to-xegpu.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 6939722259860960307, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @store_2D_vector(%arg0: vector<8x16xf32>, %arg1: memref<8x16x32xf32>, %arg2: index) {
    %c8 = arith.constant 8 : index
    %0 = arith.remui %arg2, %c8 : index
    %c16 = arith.constant 16 : index
    %c9 = arith.constant 9 : index
    %1 = arith.remui %arg2, %c9 : index
    %c32 = arith.constant 32 : index
    %c17 = arith.constant 17 : index
    %2 = arith.remui %arg2, %c17 : index
    vector.store %arg0, %arg1[%0, %1, %2] : memref<8x16x32xf32>, vector<8x16xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<8x16xf32>, %arg1: index) -> memref<8x16x32xf32> {
    %alloc = memref.alloc() : memref<8x16x32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8x16x32xf32>)
    %cst_0 = arith.constant -5.250000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<8x16x32xf32>)
    call @store_2D_vector(%arg0, %alloc, %arg1) : (vector<8x16xf32>, memref<8x16x32xf32>, index) -> ()
    return %alloc : memref<8x16x32xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<"0x000020C16BAB333C00005841000044410000C07F0000044100000C41000080BF000004C1000074410000E0C0000090C0EA5FCB44CFB54C41000000000000003F000078C1000080FF000080FF222C9340000070C000003041000014410000A0BFCDC33240000060C000000441CEAAC23951B7643A000030410000A03F00006C4100003CC1000080BF0000803FD425044200005CC1000068C11C5E0B400000803F00007040000060400000803F000040C00000A840000080C0000090C0FF81F345000040C1943793C200001041000080BF00003841000080C000005C4100001CC1000014C1000080BF0DEC0FC1000080FF00008041895907450000B0C00000744100006CC1254888C2000060C100006C410000807F00006CC1000080BF000050C0162E273A000018C10000A03FCF495BC1000074C1000064C10000E0BF7533563F00000000000010C10000E0BF000020C0000054C10000E0C00000D040258CA8C3000000C17ED58BBB0000803E000080402C8FAB420000E03F000000C000000CC1000090C0000000000000E0C00000C07F000048410043C93D00004C41000000004ADC6B3F255817C1AE37C83D000080FF000078410000D8C0000044C1000010C1000000800000A8C00000803F000004C18ADC0A3B6ED20DC0000030C0C69165440000784100000441000050410000D0C000008041B6CC07C40000704152963644"> : vector<8x16xf32>
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%cst, %c1) : (vector<8x16xf32>, index) -> memref<8x16x32xf32>
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c16 step %c1_0 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c32 step %c1_0 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = memref.load %0[%arg0, %arg2, %arg4] : memref<8x16x32xf32>
          %7 = arith.bitcast %6 : f32 to i32
          %8 = arith.cmpf uno, %6, %6 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %9 = arith.select %8, %c2143289344_i32, %7 : i32
          %10 = arith.extsi %9 : i32 to i64
          %c1000003_i64_2 = arith.constant 1000003 : i64
          %11 = arith.muli %arg5, %c1000003_i64_2 : i64
          %12 = arith.addi %11, %10 : i64
          scf.yield %12 : i64
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
