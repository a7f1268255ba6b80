// Piece 17 of Dialect/AMDGPU/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/AMDGPU/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 17, "release": "22.1.8"}, "seed": 5406041944569324817, "skipped": {"fuse_memory_counter_wait_not_adjacent": "calls declared", "use": "declaration"}, "smith_version": "0.1.0"}

// CHECK-LABEL fuse_memory_counter_wait
func.func @fuse_memory_counter_wait() {
  //      CHECK: amdgpu.memory_counter_wait
  // CHECK-SAME: load(1) store(2) ds(2) exp(1) tensor(0)
  // CHECK-NEXT: return
  amdgpu.memory_counter_wait load(1) store(2) ds(3) exp(4) tensor(5)
  amdgpu.memory_counter_wait load(4) store(3) ds(2) exp(1) tensor(0)
  return
}

// CHECK-LABEL fuse_memory_counter_wait_different_counters
func.func @fuse_memory_counter_wait_different_counters() {
  //      CHECK: amdgpu.memory_counter_wait
  // CHECK-SAME: load(1) store(2) ds(3) exp(4)
  // CHECK-NEXT: return
  amdgpu.memory_counter_wait load(1) store(2)
  amdgpu.memory_counter_wait ds(3) exp(4)
  return
}

func.func private @use()

// CHECK-LABEL fuse_memory_counter_wait_not_adjacent
func.func @fuse_memory_counter_wait_not_adjacent() {
  //      CHECK: amdgpu.memory_counter_wait load(1) store(2) ds(3) exp(4)
  // CHECK-NEXT: call @use()
  // CHECK-NEXT: amdgpu.memory_counter_wait load(4) store(3) ds(2) exp(1)
  // CHECK-NEXT: return
  amdgpu.memory_counter_wait load(1) store(2) ds(3) exp(4)
  func.call @use() : () -> ()
  amdgpu.memory_counter_wait load(4) store(3) ds(2) exp(1)
  return
}

