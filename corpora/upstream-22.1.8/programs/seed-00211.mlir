// Piece 19 of Conversion/OpenMPToLLVM/convert-to-llvmir.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/OpenMPToLLVM/convert-to-llvmir.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 19, "release": "22.1.8"}, "seed": 9060403099967302453, "skipped": {}, "smith_version": "0.1.0"}

// CHECK: omp.private {type = private} @x.privatizer : !llvm.struct<{{.*}}> init {
omp.private {type = private} @x.privatizer : memref<?xf32> init {
// CHECK: ^bb0(%arg0: !llvm.struct<{{.*}}>, %arg1: !llvm.struct<{{.*}}>):
^bb0(%arg0: memref<?xf32>, %arg1: memref<?xf32>):
  // CHECK: omp.yield(%arg0 : !llvm.struct<{{.*}}>)
  omp.yield(%arg0 : memref<?xf32>)
}

