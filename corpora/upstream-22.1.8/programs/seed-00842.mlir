// Piece 36 of Dialect/MemRef/expand-strided-metadata.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/expand-strided-metadata.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 36, "release": "22.1.8"}, "seed": 5153091401704980032, "skipped": {"extract_strided_metadata_of_memory_space_cast": "memory space"}, "smith_version": "0.1.0"}

func.func @extract_strided_metadata_of_memory_space_cast(%base: memref<20xf32>)
    -> (memref<f32, 1>, index, index, index) {

  %memory_space_cast = memref.memory_space_cast %base : memref<20xf32> to memref<20xf32, 1>

  %base_buffer, %offset, %size, %stride = memref.extract_strided_metadata %memory_space_cast :
    memref<20xf32, 1> -> memref<f32, 1>, index, index, index

  return %base_buffer, %offset, %size, %stride :
    memref<f32, 1>, index, index, index
}

// CHECK-LABEL:  func @extract_strided_metadata_of_memory_space_cast
//   CHECK-DAG:    %[[OFFSET:.*]] = arith.constant 0 : index
//   CHECK-DAG:    %[[SIZE:.*]] = arith.constant 20 : index
//   CHECK-DAG:    %[[STEP:.*]] = arith.constant 1 : index
//       CHECK:    %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata
//       CHECK:    %[[CAST:.*]] = memref.memory_space_cast %[[BASE]]
//       CHECK:    return %[[CAST]], %[[OFFSET]], %[[SIZE]], %[[STEP]] : memref<f32, 1>, index, index, index

