// Piece 0 of Dialect/Affine/SuperVectorize/invalid_type.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["invalid_operand", "invalid_result"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/SuperVectorize/invalid_type.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1586883969630576178, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @invalid_operand(%arg0: vector<4xf32>, %arg1: vector<4xf32>) {
    affine.for %arg2 = 0 to 10 {
      %0 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
    }
    return
  }
  func.func @invalid_result(%arg0: memref<10x20xf32>, %arg1: memref<10x20xf32>) {
    affine.for %arg2 = 0 to 10 {
      affine.for %arg3 = 0 to 5 {
        %0 = affine.vector_load %arg0[%arg2, %arg3] : memref<10x20xf32>, vector<4xf32>
        affine.vector_store %0, %arg1[%arg2, %arg3] : memref<10x20xf32>, vector<4xf32>
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: vector<4xf32>, %arg1: vector<4xf32>) {
    call @invalid_operand(%arg0, %arg1) : (vector<4xf32>, vector<4xf32>) -> ()
    return
  }
  func.func @smith_harness_1() -> (memref<10x20xf32>, memref<10x20xf32>) {
    %alloc = memref.alloc() : memref<10x20xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10x20xf32>)
    %cst_0 = arith.constant -9.500000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<10x20xf32>)
    %alloc_1 = memref.alloc() : memref<10x20xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<10x20xf32>)
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<10x20xf32>)
    call @invalid_result(%alloc, %alloc_1) : (memref<10x20xf32>, memref<10x20xf32>) -> ()
    return %alloc, %alloc_1 : memref<10x20xf32>, memref<10x20xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.000000e+01, -1.325000e+01, -9.250000e+00, 0xFF800000]> : vector<4xf32>
    %cst_0 = arith.constant dense<[-52.4521255, -3.000000e+00, 4.500000e+00, 9.000000e+00]> : vector<4xf32>
    call @smith_harness_0(%cst, %cst_0) : (vector<4xf32>, vector<4xf32>) -> ()
    %0:2 = call @smith_harness_1() : () -> (memref<10x20xf32>, memref<10x20xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c20 = arith.constant 20 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c20 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<10x20xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_8 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c10_3 = arith.constant 10 : index
    %c20_4 = arith.constant 20 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c10_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %7 = scf.for %arg2 = %c0_1 to %c20_4 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<10x20xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_8 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
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
