// Piece 0 of Conversion/ShardToMPI/convert-shardshape-to-mpi.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["shard_shape_equal", "shard_shape_odd_1", "shard_shape_odd_2", "shard_shape_odd_3", "shard_shape_sharded_dims_offs"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ShardToMPI/convert-shardshape-to-mpi.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5627092312369426374, "skipped": {}, "smith_version": "0.1.0"}
module attributes {mpi.dlti = #dlti.map<"MPI:comm_world_rank" = 24 : i64>} {
  shard.grid @grid0(shape = 3x4x5)
  func.func @shard_shape_equal() -> (index, index, index) {
    %sharding = shard.sharding @grid0 split_axes = [[0], [1], [2]] : !shard.sharding
    %proc_linear_idx:3 = shard.process_multi_index on @grid0 : index, index, index
    %c9 = arith.constant 9 : index
    %c12 = arith.constant 12 : index
    %shard_shape:3 = shard.shard_shape dims = [%c9, %c12, 15] sharding = %sharding device = [%proc_linear_idx#0, %proc_linear_idx#1, %proc_linear_idx#2] : index, index, index
    return %shard_shape#0, %shard_shape#1, %shard_shape#2 : index, index, index
  }
  func.func @shard_shape_odd_1() -> (index, index, index) {
    %sharding = shard.sharding @grid0 split_axes = [[0], [1], [2]] : !shard.sharding
    %proc_linear_idx:3 = shard.process_multi_index on @grid0 : index, index, index
    %c9 = arith.constant 9 : index
    %c12 = arith.constant 12 : index
    %shard_shape:3 = shard.shard_shape dims = [%c9, %c12, 16] sharding = %sharding device = [%proc_linear_idx#0, %proc_linear_idx#1, %proc_linear_idx#2] : index, index, index
    return %shard_shape#0, %shard_shape#1, %shard_shape#2 : index, index, index
  }
  func.func @shard_shape_odd_2() -> (index, index, index) {
    %sharding = shard.sharding @grid0 split_axes = [[0], [1], [2]] : !shard.sharding
    %proc_linear_idx:3 = shard.process_multi_index on @grid0 : index, index, index
    %c9 = arith.constant 9 : index
    %shard_shape:3 = shard.shard_shape dims = [%c9, 15, 15] sharding = %sharding device = [%proc_linear_idx#0, %proc_linear_idx#1, %proc_linear_idx#2] : index, index, index
    return %shard_shape#0, %shard_shape#1, %shard_shape#2 : index, index, index
  }
  func.func @shard_shape_odd_3() -> (index, index, index) {
    %sharding = shard.sharding @grid0 split_axes = [[0], [1], [2]] : !shard.sharding
    %proc_linear_idx:3 = shard.process_multi_index on @grid0 : index, index, index
    %shard_shape:3 = shard.shard_shape dims = [11, 12, 15] sharding = %sharding device = [%proc_linear_idx#0, %proc_linear_idx#1, %proc_linear_idx#2] : index, index, index
    return %shard_shape#0, %shard_shape#1, %shard_shape#2 : index, index, index
  }
  func.func @shard_shape_sharded_dims_offs() -> (index, index, index) {
    %sharding = shard.sharding @grid0 split_axes = [[0], [1], [2]] sharded_dims_offsets = [0, 1, 4, 9, 0, 2, 6, 12, 12, 0, 3, 6, 9, 12, 15] : !shard.sharding
    %proc_linear_idx:3 = shard.process_multi_index on @grid0 : index, index, index
    %c9 = arith.constant 9 : index
    %c12 = arith.constant 12 : index
    %shard_shape:3 = shard.shard_shape dims = [%c9, %c12, 15] sharding = %sharding device = [%proc_linear_idx#0, %proc_linear_idx#1, %proc_linear_idx#2] : index, index, index
    return %shard_shape#0, %shard_shape#1, %shard_shape#2 : index, index, index
  }
  func.func @smith_harness_0() -> (index, index, index) {
    %0:3 = call @shard_shape_equal() : () -> (index, index, index)
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @smith_harness_1() -> (index, index, index) {
    %0:3 = call @shard_shape_odd_1() : () -> (index, index, index)
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @smith_harness_2() -> (index, index, index) {
    %0:3 = call @shard_shape_odd_2() : () -> (index, index, index)
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @smith_harness_3() -> (index, index, index) {
    %0:3 = call @shard_shape_odd_3() : () -> (index, index, index)
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @smith_harness_4() -> (index, index, index) {
    %0:3 = call @shard_shape_sharded_dims_offs() : () -> (index, index, index)
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (index, index, index)
    %1:3 = call @smith_harness_1() : () -> (index, index, index)
    %2:3 = call @smith_harness_2() : () -> (index, index, index)
    %3:3 = call @smith_harness_3() : () -> (index, index, index)
    %4:3 = call @smith_harness_4() : () -> (index, index, index)
    %5 = arith.index_cast %0#0 : index to i64
    %6 = arith.index_cast %0#1 : index to i64
    %7 = arith.index_cast %0#2 : index to i64
    %8 = arith.index_cast %1#0 : index to i64
    %9 = arith.index_cast %1#1 : index to i64
    %10 = arith.index_cast %1#2 : index to i64
    %11 = arith.index_cast %2#0 : index to i64
    %12 = arith.index_cast %2#1 : index to i64
    %13 = arith.index_cast %2#2 : index to i64
    %14 = arith.index_cast %3#0 : index to i64
    %15 = arith.index_cast %3#1 : index to i64
    %16 = arith.index_cast %3#2 : index to i64
    %17 = arith.index_cast %4#0 : index to i64
    %18 = arith.index_cast %4#1 : index to i64
    %19 = arith.index_cast %4#2 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %5 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %20 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %21 = arith.addi %20, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %22 = arith.muli %21, %c1000003_i64_0 : i64
    %23 = arith.addi %22, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %24 = arith.muli %23, %c1000003_i64_1 : i64
    %25 = arith.addi %24, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %26 = arith.muli %25, %c1000003_i64_2 : i64
    %27 = arith.addi %26, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %28 = arith.muli %27, %c1000003_i64_3 : i64
    %29 = arith.addi %28, %9 : i64
    vector.print %10 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %30 = arith.muli %29, %c1000003_i64_4 : i64
    %31 = arith.addi %30, %10 : i64
    vector.print %11 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %32 = arith.muli %31, %c1000003_i64_5 : i64
    %33 = arith.addi %32, %11 : i64
    vector.print %12 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %34 = arith.muli %33, %c1000003_i64_6 : i64
    %35 = arith.addi %34, %12 : i64
    vector.print %13 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %36 = arith.muli %35, %c1000003_i64_7 : i64
    %37 = arith.addi %36, %13 : i64
    vector.print %14 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %38 = arith.muli %37, %c1000003_i64_8 : i64
    %39 = arith.addi %38, %14 : i64
    vector.print %15 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %40 = arith.muli %39, %c1000003_i64_9 : i64
    %41 = arith.addi %40, %15 : i64
    vector.print %16 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %42 = arith.muli %41, %c1000003_i64_10 : i64
    %43 = arith.addi %42, %16 : i64
    vector.print %17 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %44 = arith.muli %43, %c1000003_i64_11 : i64
    %45 = arith.addi %44, %17 : i64
    vector.print %18 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %46 = arith.muli %45, %c1000003_i64_12 : i64
    %47 = arith.addi %46, %18 : i64
    vector.print %19 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %48 = arith.muli %47, %c1000003_i64_13 : i64
    %49 = arith.addi %48, %19 : i64
    vector.print %49 : i64
    return
  }
}
