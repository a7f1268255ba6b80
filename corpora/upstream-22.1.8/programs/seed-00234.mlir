// Piece 0 of Conversion/SCFToSPIRV/if.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unsupported_yield_type"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/SCFToSPIRV/if.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6453793248250979521, "skipped": {"kernel_nested_selection": "memory space", "kernel_simple_selection": "memory space", "simple_if_yield": "memory space", "simple_if_yield_type_change": "memory space"}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @kernel_simple_selection(%arg0: memref<10xf32, #spirv.storage_class<StorageBuffer>>, %arg1: i1) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    scf.if %arg1 {
      %c10 = arith.constant 10 : index
      memref.store %cst, %arg0[%c0] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
    }
    return
  }
  func.func @kernel_nested_selection(%arg0: memref<10xf32, #spirv.storage_class<StorageBuffer>>, %arg1: memref<10xf32, #spirv.storage_class<StorageBuffer>>, %arg2: i1, %arg3: i1) {
    %c0 = arith.constant 0 : index
    %c9 = arith.constant 9 : index
    scf.if %arg2 {
      scf.if %arg3 {
        %c10 = arith.constant 10 : index
        %0 = memref.load %arg0[%c0] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
        %c10_0 = arith.constant 10 : index
        memref.store %0, %arg1[%c0] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
      } else {
        %c10 = arith.constant 10 : index
        %0 = memref.load %arg1[%c0] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
        %c10_0 = arith.constant 10 : index
        memref.store %0, %arg0[%c0] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
      }
    } else {
      scf.if %arg3 {
        %c10 = arith.constant 10 : index
        %0 = memref.load %arg0[%c9] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
        %c10_0 = arith.constant 10 : index
        memref.store %0, %arg1[%c9] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
      } else {
        %c10 = arith.constant 10 : index
        %0 = memref.load %arg1[%c9] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
        %c10_0 = arith.constant 10 : index
        memref.store %0, %arg0[%c9] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
      }
    }
    return
  }
  func.func @simple_if_yield(%arg0: memref<10xf32, #spirv.storage_class<StorageBuffer>>, %arg1: i1) {
    %0:2 = scf.if %arg1 -> (f32, f32) {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e+00 : f32
      scf.yield %cst, %cst_1 : f32, f32
    } else {
      %cst = arith.constant 2.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      scf.yield %cst_1, %cst : f32, f32
    }
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    memref.store %0#0, %arg0[%c0] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
    %c10_0 = arith.constant 10 : index
    memref.store %0#1, %arg0[%c1] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
    return
  }
  func.func @simple_if_yield_type_change(%arg0: memref<10xf32, #spirv.storage_class<StorageBuffer>>, %arg1: memref<10xf32, #spirv.storage_class<StorageBuffer>>, %arg2: i1) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.if %arg2 -> (memref<10xf32, #spirv.storage_class<StorageBuffer>>) {
      scf.yield %arg0 : memref<10xf32, #spirv.storage_class<StorageBuffer>>
    } else {
      scf.yield %arg1 : memref<10xf32, #spirv.storage_class<StorageBuffer>>
    }
    %c10 = arith.constant 10 : index
    memref.store %cst, %0[%c0] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
    return
  }
  func.func @unsupported_yield_type(%arg0: memref<8xi32>, %arg1: memref<8xi32>, %arg2: i1) {
    %0 = scf.if %arg2 -> (memref<8xi32>) {
      scf.yield %arg0 : memref<8xi32>
    } else {
      scf.yield %arg1 : memref<8xi32>
    }
    return
  }
  func.func @smith_harness_0(%arg0: i1) -> (memref<8xi32>, memref<8xi32>) {
    %alloc = memref.alloc() : memref<8xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<8xi32>)
    %c-3_i32 = arith.constant -3 : i32
    linalg.fill ins(%c-3_i32 : i32) outs(%alloc : memref<8xi32>)
    %alloc_0 = memref.alloc() : memref<8xi32>
    %c0_i32_1 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_1 : i32) outs(%alloc_0 : memref<8xi32>)
    %c2147483647_i32 = arith.constant 2147483647 : i32
    linalg.fill ins(%c2147483647_i32 : i32) outs(%alloc_0 : memref<8xi32>)
    call @unsupported_yield_type(%alloc, %alloc_0, %arg0) : (memref<8xi32>, memref<8xi32>, i1) -> ()
    return %alloc, %alloc_0 : memref<8xi32>, memref<8xi32>
  }
  func.func @main() {
    %false = arith.constant false
    %0:2 = call @smith_harness_0(%false) : (i1) -> (memref<8xi32>, memref<8xi32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<8xi32>
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_6 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c8_2 = arith.constant 8 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c8_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<8xi32>
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_6 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_5 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
