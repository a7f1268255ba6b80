// Piece 0 of Conversion/MemRefToEmitC/memref-to-emitc-alloc.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["alloc", "alloc_aligned", "allocating_multi"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToEmitC/memref-to-emitc-alloc.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8242179583279127988, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @alloc() {
    %alloc = memref.alloc() : memref<999xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<999xi32>)
    return
  }
  func.func @alloc_aligned() {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<999xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<999xf32>)
    return
  }
  func.func @allocating_multi() {
    %alloc = memref.alloc() : memref<7x999xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<7x999xi32>)
    return
  }
  func.func @smith_harness_0() {
    call @alloc() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @alloc_aligned() : () -> ()
    return
  }
  func.func @smith_harness_2() {
    call @allocating_multi() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    call @smith_harness_1() : () -> ()
    call @smith_harness_2() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
