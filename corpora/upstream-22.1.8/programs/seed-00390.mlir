// Piece 17 of Dialect/AMDGPU/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fuse_memory_counter_wait", "fuse_memory_counter_wait_different_counters"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/AMDGPU/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 17, "release": "22.1.8"}, "seed": 5406041944569324817, "skipped": {"fuse_memory_counter_wait_not_adjacent": "calls declared", "use": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func @fuse_memory_counter_wait() {
    amdgpu.memory_counter_wait load(1) store(2) ds(3) exp(4) tensor(5)
    amdgpu.memory_counter_wait load(4) store(3) ds(2) exp(1) tensor(0)
    return
  }
  func.func @fuse_memory_counter_wait_different_counters() {
    amdgpu.memory_counter_wait load(1) store(2)
    amdgpu.memory_counter_wait ds(3) exp(4)
    return
  }
  func.func @smith_harness_0() {
    call @fuse_memory_counter_wait() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @fuse_memory_counter_wait_different_counters() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    call @smith_harness_1() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
