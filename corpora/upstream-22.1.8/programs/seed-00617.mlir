// Piece 16 of Dialect/Bufferization/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tensor_cast_to_buffer"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 8196418169216215564, "skipped": {"tensor_cast_to_unranked_buffer": "unranked"}, "smith_version": "0.1.0"}
module {
  func.func @tensor_cast_to_buffer(%arg0: tensor<4x6x16x32xi8>) -> memref<?x?x16x32xi8> {
    %cast = tensor.cast %arg0 : tensor<4x6x16x32xi8> to tensor<?x?x16x32xi8>
    %0 = bufferization.to_buffer %cast read_only : tensor<?x?x16x32xi8> to memref<?x?x16x32xi8>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0 : memref<?x?x16x32xi8>
    %c1 = arith.constant 1 : index
    %dim_0 = memref.dim %0, %c1 : memref<?x?x16x32xi8>
    %alloc = memref.alloc(%dim, %dim_0) : memref<?x?x16x32xi8>
    memref.copy %0, %alloc : memref<?x?x16x32xi8> to memref<?x?x16x32xi8>
    return %alloc : memref<?x?x16x32xi8>
  }
  func.func @tensor_cast_to_unranked_buffer(%arg0: tensor<4x6x16x32xi8>) -> memref<*xi8> {
    %cast = tensor.cast %arg0 : tensor<4x6x16x32xi8> to tensor<*xi8>
    %0 = bufferization.to_buffer %cast read_only : tensor<*xi8> to memref<*xi8>
    return %0 : memref<*xi8>
  }
  func.func @smith_harness_0(%arg0: tensor<4x6x16x32xi8>) -> memref<?x?x16x32xi8> {
    %0 = call @tensor_cast_to_buffer(%arg0) : (tensor<4x6x16x32xi8>) -> memref<?x?x16x32xi8>
    return %0 : memref<?x?x16x32xi8>
  }
  func.func @main() {
    %cst = arith.constant dense<0> : tensor<4x6x16x32xi8>
    %0 = call @smith_harness_0(%cst) : (tensor<4x6x16x32xi8>) -> memref<?x?x16x32xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?x?x16x32xi8>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0, %c1_1 : memref<?x?x16x32xi8>
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c32 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = memref.load %0[%arg0, %arg2, %arg4, %arg6] : memref<?x?x16x32xi8>
            %8 = arith.extsi %7 : i8 to i64
            %c1000003_i64_4 = arith.constant 1000003 : i64
            %9 = arith.muli %arg7, %c1000003_i64_4 : i64
            %10 = arith.addi %9, %8 : i64
            scf.yield %10 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
