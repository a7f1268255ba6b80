// Piece 0 of Integration/Dialect/Vector/CPU/scatter.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scatter8", "printmem8", "entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/scatter.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1262678072531114659, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scatter8(%arg0: memref<?xf32>, %arg1: vector<8xi32>, %arg2: vector<8xi1>, %arg3: vector<8xf32>) {
    %c0 = arith.constant 0 : index
    vector.scatter %arg0[%c0] [%arg1], %arg2, %arg3 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
    return
  }
  func.func @printmem8(%arg0: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.broadcast %cst : f32 to vector<8xf32>
    %1 = scf.for %arg1 = %c0 to %c8 step %c1 iter_args(%arg2 = %0) -> (vector<8xf32>) {
      %c0_0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
      %2 = arith.remui %arg1, %dim : index
      %3 = memref.load %arg0[%2] : memref<?xf32>
      %c8_1 = arith.constant 8 : index
      %4 = arith.remui %arg1, %c8_1 : index
      %5 = vector.insert %3, %arg2 [%4] : f32 into vector<8xf32>
      scf.yield %5 : vector<8xf32>
    }
    vector.print %1 : vector<8xf32>
    return
  }
  func.func @entry() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %alloc = memref.alloc(%c8) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    scf.for %arg0 = %c0 to %c8 step %c1 {
      %20 = arith.index_cast %arg0 : index to i32
      %21 = arith.sitofp %20 : i32 to f32
      %c0_8 = arith.constant 0 : index
      %dim = memref.dim %alloc, %c0_8 : memref<?xf32>
      %22 = arith.remui %arg0, %dim : index
      memref.store %21, %alloc[%22] : memref<?xf32>
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c5_i32 = arith.constant 5 : i32
    %c6_i32 = arith.constant 6 : i32
    %c7_i32 = arith.constant 7 : i32
    %0 = vector.broadcast %c7_i32 : i32 to vector<8xi32>
    %1 = vector.insert %c0_i32, %0 [1] : i32 into vector<8xi32>
    %2 = vector.insert %c1_i32, %1 [2] : i32 into vector<8xi32>
    %3 = vector.insert %c6_i32, %2 [3] : i32 into vector<8xi32>
    %4 = vector.insert %c2_i32, %3 [4] : i32 into vector<8xi32>
    %5 = vector.insert %c4_i32, %4 [5] : i32 into vector<8xi32>
    %6 = vector.insert %c5_i32, %5 [6] : i32 into vector<8xi32>
    %7 = vector.insert %c3_i32, %6 [7] : i32 into vector<8xi32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 2.000000e+00 : f32
    %cst_3 = arith.constant 3.000000e+00 : f32
    %cst_4 = arith.constant 4.000000e+00 : f32
    %cst_5 = arith.constant 5.000000e+00 : f32
    %cst_6 = arith.constant 6.000000e+00 : f32
    %cst_7 = arith.constant 7.000000e+00 : f32
    %8 = vector.broadcast %cst_0 : f32 to vector<8xf32>
    %9 = vector.insert %cst_1, %8 [1] : f32 into vector<8xf32>
    %10 = vector.insert %cst_2, %9 [2] : f32 into vector<8xf32>
    %11 = vector.insert %cst_3, %10 [3] : f32 into vector<8xf32>
    %12 = vector.insert %cst_4, %11 [4] : f32 into vector<8xf32>
    %13 = vector.insert %cst_5, %12 [5] : f32 into vector<8xf32>
    %14 = vector.insert %cst_6, %13 [6] : f32 into vector<8xf32>
    %15 = vector.insert %cst_7, %14 [7] : f32 into vector<8xf32>
    %true = arith.constant true
    %16 = vector.constant_mask [0] : vector<8xi1>
    %17 = vector.constant_mask [4] : vector<8xi1>
    %18 = vector.insert %true, %17 [7] : i1 into vector<8xi1>
    %19 = vector.constant_mask [8] : vector<8xi1>
    vector.print %7 : vector<8xi32>
    call @printmem8(%alloc) : (memref<?xf32>) -> ()
    call @scatter8(%alloc, %7, %16, %15) : (memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> ()
    call @printmem8(%alloc) : (memref<?xf32>) -> ()
    call @scatter8(%alloc, %7, %17, %15) : (memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> ()
    call @printmem8(%alloc) : (memref<?xf32>) -> ()
    call @scatter8(%alloc, %7, %18, %15) : (memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> ()
    call @printmem8(%alloc) : (memref<?xf32>) -> ()
    call @scatter8(%alloc, %7, %19, %15) : (memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> ()
    call @printmem8(%alloc) : (memref<?xf32>) -> ()
    memref.dealloc %alloc : memref<?xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<8xi32>, %arg1: vector<8xi1>, %arg2: vector<8xf32>) -> memref<?xf32> {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant -1.300000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    call @scatter8(%alloc, %arg0, %arg1, %arg2) : (memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> ()
    return %alloc : memref<?xf32>
  }
  func.func @smith_harness_1() -> memref<?xf32> {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant -4.500000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    call @printmem8(%alloc) : (memref<?xf32>) -> ()
    return %alloc : memref<?xf32>
  }
  func.func @smith_harness_2() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[1, -2147483647, 1, 8, 1785928010, 11, 5, -2147483648]> : vector<8xi32>
    %cst_0 = arith.constant dense<[true, false, false, false, false, true, false, true]> : vector<8xi1>
    %cst_1 = arith.constant dense<[-2.89701939, -957.883056, 7.94760561, -7.000000e+00, 2.250000e+00, -7.500000e-01, 1.000000e+00, 0.771008968]> : vector<8xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (vector<8xi32>, vector<8xi1>, vector<8xf32>) -> memref<?xf32>
    %1 = call @smith_harness_1() : () -> memref<?xf32>
    call @smith_harness_2() : () -> ()
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_2 : memref<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = memref.load %0[%arg0] : memref<?xf32>
      %9 = arith.bitcast %8 : f32 to i32
      %10 = arith.cmpf uno, %8, %8 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %11 = arith.select %10, %c2143289344_i32, %9 : i32
      %12 = arith.extsi %11 : i32 to i64
      %c1000003_i64_10 = arith.constant 1000003 : i64
      %13 = arith.muli %arg1, %c1000003_i64_10 : i64
      %14 = arith.addi %13, %12 : i64
      scf.yield %14 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %dim_6 = memref.dim %1, %c0_5 : memref<?xf32>
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_3 to %dim_6 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %8 = memref.load %1[%arg0] : memref<?xf32>
      %9 = arith.bitcast %8 : f32 to i32
      %10 = arith.cmpf uno, %8, %8 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %11 = arith.select %10, %c2143289344_i32, %9 : i32
      %12 = arith.extsi %11 : i32 to i64
      %c1000003_i64_10 = arith.constant 1000003 : i64
      %13 = arith.muli %arg1, %c1000003_i64_10 : i64
      %14 = arith.addi %13, %12 : i64
      scf.yield %14 : i64
    }
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_9 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
