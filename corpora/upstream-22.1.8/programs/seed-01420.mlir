// Piece 0 of Integration/GPU/SYCL/gpu-addi64-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/GPU/SYCL/gpu-addi64-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4191173321327051888, "skipped": {"main": "calls declared", "printMemrefI64": "declaration"}, "smith_version": "0.1.0"}
module @add attributes {gpu.container_module} {
  memref.global "private" constant @__constant_3x3xi64_0 : memref<3x3xi64> = dense<[[1, 4098, 3], [16777220, 5, 4294967302], [7, 1099511627784, 9]]>
  memref.global "private" constant @__constant_3x3xi64 : memref<3x3xi64> = dense<[[1, 2, 3], [4, 5, 4102], [16777223, 4294967304, 1099511627785]]>
  func.func @test(%arg0: memref<3x3xi64>, %arg1: memref<3x3xi64>) -> memref<3x3xi64> {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %memref = gpu.alloc  host_shared () : memref<3x3xi64>
    memref.copy %arg1, %memref : memref<3x3xi64> to memref<3x3xi64>
    %memref_0 = gpu.alloc  host_shared () : memref<3x3xi64>
    memref.copy %arg0, %memref_0 : memref<3x3xi64> to memref<3x3xi64>
    %memref_1 = gpu.alloc  host_shared () : memref<3x3xi64>
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @test_kernel::@test_kernel blocks in (%c3, %c3, %c1) threads in (%c1, %c1, %c1)  args(%memref_0 : memref<3x3xi64>, %memref : memref<3x3xi64>, %memref_1 : memref<3x3xi64>)
    gpu.wait [%1]
    %alloc = memref.alloc() : memref<3x3xi64>
    memref.copy %memref_1, %alloc : memref<3x3xi64> to memref<3x3xi64>
    %2 = gpu.wait async
    %3 = gpu.dealloc async [%2] %memref_1 : memref<3x3xi64>
    %4 = gpu.dealloc async [%3] %memref_0 : memref<3x3xi64>
    %5 = gpu.dealloc async [%4] %memref : memref<3x3xi64>
    gpu.wait [%5]
    return %alloc : memref<3x3xi64>
  }
  gpu.module @test_kernel attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Addresses, Int64, Kernel], []>, api=OpenCL, #spirv.resource_limits<>>} {
    gpu.func @test_kernel(%arg0: memref<3x3xi64>, %arg1: memref<3x3xi64>, %arg2: memref<3x3xi64>) kernel attributes {gpu.known_block_size = array<i32: 1, 1, 1>, gpu.known_grid_size = array<i32: 3, 3, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<>} {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %c3 = arith.constant 3 : index
      %0 = arith.remui %block_id_x, %c3 : index
      %c3_0 = arith.constant 3 : index
      %1 = arith.remui %block_id_y, %c3_0 : index
      %2 = memref.load %arg0[%0, %1] : memref<3x3xi64>
      %c3_1 = arith.constant 3 : index
      %3 = arith.remui %block_id_x, %c3_1 : index
      %c3_2 = arith.constant 3 : index
      %4 = arith.remui %block_id_y, %c3_2 : index
      %5 = memref.load %arg1[%3, %4] : memref<3x3xi64>
      %6 = arith.addi %2, %5 : i64
      %c3_3 = arith.constant 3 : index
      %7 = arith.remui %block_id_x, %c3_3 : index
      %c3_4 = arith.constant 3 : index
      %8 = arith.remui %block_id_y, %c3_4 : index
      memref.store %6, %arg2[%7, %8] : memref<3x3xi64>
      gpu.return
    }
  }
  func.func @smith_harness_0() -> (memref<3x3xi64>, memref<3x3xi64>, memref<3x3xi64>) {
    %alloc = memref.alloc() : memref<3x3xi64>
    %c0_i64 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64 : i64) outs(%alloc : memref<3x3xi64>)
    %c-12_i64 = arith.constant -12 : i64
    linalg.fill ins(%c-12_i64 : i64) outs(%alloc : memref<3x3xi64>)
    %alloc_0 = memref.alloc() : memref<3x3xi64>
    %c0_i64_1 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64_1 : i64) outs(%alloc_0 : memref<3x3xi64>)
    %c6110649636411436436_i64 = arith.constant 6110649636411436436 : i64
    linalg.fill ins(%c6110649636411436436_i64 : i64) outs(%alloc_0 : memref<3x3xi64>)
    %0 = call @test(%alloc, %alloc_0) : (memref<3x3xi64>, memref<3x3xi64>) -> memref<3x3xi64>
    return %0, %alloc, %alloc_0 : memref<3x3xi64>, memref<3x3xi64>, memref<3x3xi64>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<3x3xi64>, memref<3x3xi64>, memref<3x3xi64>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %c3_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#0[%arg0, %arg2] : memref<3x3xi64>
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_14 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %10 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c3_3 = arith.constant 3 : index
    %c3_4 = arith.constant 3 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c3_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %10 = scf.for %arg2 = %c0_1 to %c3_4 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#1[%arg0, %arg2] : memref<3x3xi64>
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_14 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %10 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c3_8 = arith.constant 3 : index
    %c3_9 = arith.constant 3 : index
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_6 to %c3_8 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %10 = scf.for %arg2 = %c0_6 to %c3_9 step %c1_7 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#2[%arg0, %arg2] : memref<3x3xi64>
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_14 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_11, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_12 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_13 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
