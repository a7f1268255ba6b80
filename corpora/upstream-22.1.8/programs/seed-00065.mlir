// Piece 38 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["memref_bitcast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 38, "release": "22.1.8"}, "seed": 4911566773121170313, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @memref_bitcast(%arg0: memref<?xi16>) -> memref<?xbf16> {
    %0 = arith.bitcast %arg0 : memref<?xi16> to memref<?xbf16>
    return %0 : memref<?xbf16>
  }
  func.func @smith_harness_0() -> (memref<?xbf16>, memref<?xi16>) {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2) : memref<?xi16>
    %c0_i16 = arith.constant 0 : i16
    linalg.fill ins(%c0_i16 : i16) outs(%alloc : memref<?xi16>)
    %c23209_i16 = arith.constant 23209 : i16
    linalg.fill ins(%c23209_i16 : i16) outs(%alloc : memref<?xi16>)
    %0 = call @memref_bitcast(%alloc) : (memref<?xi16>) -> memref<?xbf16>
    return %0, %alloc : memref<?xbf16>, memref<?xi16>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<?xbf16>, memref<?xi16>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?xbf16>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<?xbf16>
      %8 = arith.bitcast %7 : bf16 to i16
      %9 = arith.cmpf uno, %7, %7 : bf16
      %c32704_i16 = arith.constant 32704 : i16
      %10 = arith.select %9, %c32704_i16, %8 : i16
      %11 = arith.extsi %10 : i16 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_8 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim_4 = memref.dim %0#1, %c0_3 : memref<?xi16>
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %dim_4 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<?xi16>
      %8 = arith.extsi %7 : i16 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_8 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_7 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
