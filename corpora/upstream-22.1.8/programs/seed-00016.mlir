// Piece 6 of Analysis/test-alias-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["view_like"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/test-alias-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 1970558837279839156, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @view_like(%arg0: memref<2xf32>, %arg1: index) attributes {test.ptr = "func"} {
    %alloc = memref.alloc() {test.ptr = "alloc_1"} : memref<8x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8x64xf32>)
    %c0 = arith.constant 0 : index
    %alloca = memref.alloca(%arg1) {test.ptr = "alloca_1"} : memref<?xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloca : memref<?xi8>)
    %view = memref.view %alloca[%c0][] {test.ptr = "view"} : memref<?xi8> to memref<8x64xf32>
    return
  }
  func.func @smith_harness_0(%arg0: index) -> memref<2xf32> {
    %alloc = memref.alloc() : memref<2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2xf32>)
    %cst_0 = arith.constant -295.252625 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<2xf32>)
    call @view_like(%alloc, %arg0) : (memref<2xf32>, index) -> ()
    return %alloc : memref<2xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c2) : (index) -> memref<2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2_0 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<2xf32>
      %5 = arith.bitcast %4 : f32 to i32
      %6 = arith.cmpf uno, %4, %4 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %7 = arith.select %6, %c2143289344_i32, %5 : i32
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_2 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
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
