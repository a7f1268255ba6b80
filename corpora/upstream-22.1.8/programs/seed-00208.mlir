// Piece 7 of Conversion/NVVMToLLVM/nvvm-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/NVVMToLLVM/nvvm-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 2201930851412907211, "skipped": {}, "smith_version": "0.1.0"}

// CHECK-LABEL: @test_nvvm_prefetch
llvm.func @test_nvvm_prefetch(%desc : !llvm.ptr, %pred : i1) {
  //CHECK: nvvm.prefetch tensormap, %{{.*}}
  nvvm.prefetch tensormap, %desc : !llvm.ptr
  //CHECK: llvm.inline_asm has_side_effects asm_dialect = att "@$1 prefetch.tensormap [$0];", "l,b"
  nvvm.prefetch tensormap, %desc, predicate = %pred : !llvm.ptr, i1
  llvm.return
}

