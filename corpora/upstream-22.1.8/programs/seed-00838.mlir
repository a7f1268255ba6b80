// Piece 26 of Dialect/MemRef/expand-strided-metadata.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_metadata_of_collapse_to_rank0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/expand-strided-metadata.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 26, "release": "22.1.8"}, "seed": 6128808170668225949, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_strided_metadata_of_collapse_to_rank0(%arg0: memref<1x1x1x1x1x1xi32>) -> (memref<i32>, index) {
    %collapse_shape = memref.collapse_shape %arg0 [] : memref<1x1x1x1x1x1xi32> into memref<i32>
    %base_buffer, %offset = memref.extract_strided_metadata %collapse_shape : memref<i32> -> memref<i32>, index
    return %base_buffer, %offset : memref<i32>, index
  }
  func.func @smith_harness_0() -> (memref<i32>, index, memref<1x1x1x1x1x1xi32>) {
    %alloc = memref.alloc() : memref<1x1x1x1x1x1xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<1x1x1x1x1x1xi32>)
    %c0_i32_0 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_0 : i32) outs(%alloc : memref<1x1x1x1x1x1xi32>)
    %0:2 = call @extract_strided_metadata_of_collapse_to_rank0(%alloc) : (memref<1x1x1x1x1x1xi32>) -> (memref<i32>, index)
    return %0#0, %0#1, %alloc : memref<i32>, index, memref<1x1x1x1x1x1xi32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<i32>, index, memref<1x1x1x1x1x1xi32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0#0[] : memref<i32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = arith.index_cast %0#1 : index to i64
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c1_6 = arith.constant 1 : index
    %c1_7 = arith.constant 1 : index
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    %6 = scf.for %arg0 = %c0_0 to %c1_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_8) -> (i64) {
      %13 = scf.for %arg2 = %c0_0 to %c1_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = scf.for %arg4 = %c0_0 to %c1_4 step %c1_1 iter_args(%arg5 = %arg3) -> (i64) {
          %15 = scf.for %arg6 = %c0_0 to %c1_5 step %c1_1 iter_args(%arg7 = %arg5) -> (i64) {
            %16 = scf.for %arg8 = %c0_0 to %c1_6 step %c1_1 iter_args(%arg9 = %arg7) -> (i64) {
              %17 = scf.for %arg10 = %c0_0 to %c1_7 step %c1_1 iter_args(%arg11 = %arg9) -> (i64) {
                %18 = memref.load %0#2[%arg0, %arg2, %arg4, %arg6, %arg8, %arg10] : memref<1x1x1x1x1x1xi32>
                %19 = arith.extsi %18 : i32 to i64
                %c1000003_i64_13 = arith.constant 1000003 : i64
                %20 = arith.muli %arg11, %c1000003_i64_13 : i64
                %21 = arith.addi %20, %19 : i64
                scf.yield %21 : i64
              }
              scf.yield %17 : i64
            }
            scf.yield %16 : i64
          }
          scf.yield %15 : i64
        }
        scf.yield %14 : i64
      }
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64_10 : i64
    %8 = arith.addi %7, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_11 : i64
    %10 = arith.addi %9, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_12 : i64
    %12 = arith.addi %11, %6 : i64
    vector.print %12 : i64
    return
  }
}
