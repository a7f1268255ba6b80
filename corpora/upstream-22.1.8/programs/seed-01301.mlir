// Piece 0 of Dialect/X86Vector/cvt-packed-f32-to-bf16.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/X86Vector/cvt-packed-f32-to-bf16.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3600559381856064973, "skipped": {}, "smith_version": "0.1.0"}
// REQUIRES: target=x86{{.*}}

// RUN: mlir-opt %s \
// RUN:   -convert-vector-to-llvm="enable-x86vector" -convert-to-llvm \
// RUN:   -reconcile-unrealized-casts | \
// RUN: mlir-translate --mlir-to-llvmir | \
// RUN: llc -mcpu=sapphirerapids | \
// RUN: FileCheck %s

func.func @avx512bf16_cvt_packed_f32_to_bf16_256(
    %a: vector<8xf32>) -> vector<8xbf16> {
  %0 = x86vector.avx512.cvt.packed.f32_to_bf16 %a : vector<8xf32> -> vector<8xbf16>
  return %0 : vector<8xbf16>
}
// CHECK-LABEL: avx512bf16_cvt_packed_f32_to_bf16_256:
// CHECK: vcvtneps2bf16{{.*}}%xmm

func.func @avx512bf16_cvt_packed_f32_to_bf16_512(
    %a: vector<16xf32>) -> vector<16xbf16> {
  %0 = x86vector.avx512.cvt.packed.f32_to_bf16 %a : vector<16xf32> -> vector<16xbf16>
  return %0 : vector<16xbf16>
}
// CHECK-LABEL: avx512bf16_cvt_packed_f32_to_bf16_512:
// CHECK: vcvtneps2bf16{{.*}}%ymm
