// Piece 0 of Integration/GPU/LevelZero/gpu-reluf32-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/GPU/LevelZero/gpu-reluf32-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4985224372545111821, "skipped": {"main": "calls declared", "printMemrefF32": "declaration"}, "smith_version": "0.1.0"}
module @relu attributes {gpu.container_module} {
  memref.global "private" constant @__constant_4x5xf32 : memref<4x5xf32> = dense<[[-1.000000e-01, -2.000000e-01, -3.000000e-01, 4.000000e-01, 5.000000e-01], [1.000000e-01, -2.000000e-01, 3.000000e-01, -4.000000e-01, 5.000000e-01], [1.000000e-01, 2.000000e-01, 3.000000e-01, -4.000000e-01, -5.000000e-01], [1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01, 5.000000e-01]]>
  func.func @test(%arg0: memref<4x5xf32>) -> memref<4x5xf32> {
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() : memref<4x5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x5xf32>)
    %memref = gpu.alloc  () : memref<4x5xf32>
    gpu.memcpy  %memref, %arg0 : memref<4x5xf32>, memref<4x5xf32>
    %memref_0 = gpu.alloc  () : memref<4x5xf32>
    gpu.launch_func  @test_kernel::@test_relu blocks in (%c4, %c5, %c1) threads in (%c1, %c1, %c1)  args(%memref : memref<4x5xf32>, %memref_0 : memref<4x5xf32>)
    gpu.memcpy  %alloc, %memref_0 : memref<4x5xf32>, memref<4x5xf32>
    gpu.dealloc  %memref : memref<4x5xf32>
    gpu.dealloc  %memref_0 : memref<4x5xf32>
    return %alloc : memref<4x5xf32>
  }
  gpu.module @test_kernel attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Addresses, Int64, Int8, Kernel], []>, api=OpenCL, #spirv.resource_limits<>>} {
    gpu.func @test_relu(%arg0: memref<4x5xf32>, %arg1: memref<4x5xf32>) kernel attributes {gpu.known_block_size = array<i32: 1, 1, 1>, gpu.known_grid_size = array<i32: 4, 5, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<>} {
      %cst = arith.constant 0.000000e+00 : f32
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %c4 = arith.constant 4 : index
      %0 = arith.remui %block_id_x, %c4 : index
      %c5 = arith.constant 5 : index
      %1 = arith.remui %block_id_y, %c5 : index
      %2 = memref.load %arg0[%0, %1] : memref<4x5xf32>
      %3 = arith.cmpf ogt, %2, %cst : f32
      %4 = arith.select %3, %2, %cst : f32
      %c4_0 = arith.constant 4 : index
      %5 = arith.remui %block_id_x, %c4_0 : index
      %c5_1 = arith.constant 5 : index
      %6 = arith.remui %block_id_y, %c5_1 : index
      memref.store %4, %arg1[%5, %6] : memref<4x5xf32>
      gpu.return
    }
  }
  func.func @smith_harness_0() -> (memref<4x5xf32>, memref<4x5xf32>) {
    %alloc = memref.alloc() : memref<4x5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x5xf32>)
    %cst_0 = arith.constant 4.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4x5xf32>)
    %0 = call @test(%alloc) : (memref<4x5xf32>) -> memref<4x5xf32>
    return %0, %alloc : memref<4x5xf32>, memref<4x5xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<4x5xf32>, memref<4x5xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<4x5xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_7 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_7 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c4_2 = arith.constant 4 : index
    %c5_3 = arith.constant 5 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c4_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %7 = scf.for %arg2 = %c0_0 to %c5_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<4x5xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_7 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_7 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_6 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
