// Piece 0 of Dialect/X86Vector/sink-vector-producer-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/X86Vector/sink-vector-producer-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 224026866322370778, "skipped": {}, "smith_version": "0.1.0"}
// RUN: mlir-opt %s -transform-interpreter -cse -split-input-file | FileCheck %s

func.func @sink_vector_loads(%arg0: memref<16x16xf32>, %arg1: vector<8xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %0 = vector.load %arg0[%c0, %c0] : memref<16x16xf32>, vector<8xf32>
  %1 = vector.load %arg0[%c0, %c8] : memref<16x16xf32>, vector<8xf32>
  %2 = vector.load %arg0[%c8, %c0] : memref<16x16xf32>, vector<8xf32>
  %3 = vector.load %arg0[%c8, %c8] : memref<16x16xf32>, vector<8xf32>
  %4 = vector.fma %0, %1, %arg1 : vector<8xf32>
  %5 = vector.fma %2, %3, %4 : vector<8xf32>
  return %5 : vector<8xf32>
}

// CHECK-LABEL: @sink_vector_loads
// CHECK: vector.load
// CHECK-NEXT: vector.load
// CHECK-NEXT: vector.fma
// CHECK-NEXT: vector.load
// CHECK-NEXT: vector.load
// CHECK-NEXT: vector.fma

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %0 {
      transform.apply_patterns.x86vector.sink_vector_producer_ops
    } : !transform.any_op
    transform.yield
  }
}

