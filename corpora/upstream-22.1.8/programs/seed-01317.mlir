// Piece 8 of Dialect/XeGPU/xegpu-vector-linearize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/XeGPU/xegpu-vector-linearize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 7244968240781643857, "skipped": {}, "smith_version": "0.1.0"}
// CHECK-LABEL: func.func @broadcast_stretch_in_middle
// CHECK-SAME: (%[[ARG0:.*]]: vector<4x1x2xf32>) -> vector<4x3x2xf32>
// CHECK: ub.poison : vector<6xf32>
// CHECK: ub.poison : vector<24xf32>
// CHECK: %[[CAST:.*]] = vector.shape_cast %[[ARG0]] : vector<4x1x2xf32> to vector<8xf32>
// CHECK-COUNT-20: vector.shuffle
// CHECK: vector.shape_cast {{.*}} : vector<24xf32> to vector<4x3x2xf32>
// CHECK-NOT: vector.broadcast
func.func @broadcast_stretch_in_middle(%arg0: vector<4x1x2xf32>) -> vector<4x3x2xf32> {
  %0 = vector.broadcast %arg0 : vector<4x1x2xf32> to vector<4x3x2xf32>
  return %0 : vector<4x3x2xf32>
}

// CHECK-LABEL: func.func @gather_memref_2d
// CHECK-SAME: (%arg0: memref<?x?xf32>, %arg1: vector<2x3xindex>, %arg2: vector<2x3xi1>, %arg3: vector<2x3xf32>) -> vector<2x3xf32> {

// CHECK: %0 = ub.poison : vector<6xf32>
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %1 = vector.shape_cast %arg3 : vector<2x3xf32> to vector<6xf32>

// First shuffle + if ladder for row 0
// CHECK: %2 = vector.shuffle %1, %1 [0, 1, 2]
// CHECK: %3 = vector.extract %arg2[0, 0]
// CHECK: %4 = vector.extract %arg1[0, 0]
// CHECK: %5 = arith.addi %4, %c1
// CHECK: %6 = scf.if %3 -> (vector<3xf32>) {
// CHECK:   %{{.*}} = vector.load %arg0[%c0, %5] : memref<?x?xf32>, vector<1xf32>
// CHECK:   %{{.*}} = vector.extract {{.*}}[0] : f32
// CHECK:   %{{.*}} = vector.insert {{.*}}, %2 [0] : f32 into vector<3xf32>
// CHECK:   scf.yield {{.*}} : vector<3xf32>
// CHECK: } else {
// CHECK:   scf.yield %2 : vector<3xf32>
// CHECK: }

// CHECK: %7 = vector.extract %arg2[0, 1]
// CHECK: %8 = vector.extract %arg1[0, 1]
// CHECK: %9 = arith.addi %8, %c1
// CHECK: %10 = scf.if %7 -> (vector<3xf32>)

// … (similar checks for the rest of row 0, then row 1)

// CHECK: %15 = vector.shuffle %0, %{{.*}} [6, 7, 8, 3, 4, 5]
// CHECK: %16 = vector.shuffle %1, %1 [3, 4, 5]

// Row 1 if ladder checks
// CHECK: %17 = vector.extract %arg2[1, 0]
// CHECK: %18 = vector.extract %arg1[1, 0]
// CHECK: %19 = arith.addi %18, %c1
// CHECK: %20 = scf.if %17 -> (vector<3xf32>)

// … (similar checks for remaining row 1 inserts)

// Final reshuffle and cast
// CHECK: %29 = vector.shuffle %15, %{{.*}} [0, 1, 2, 6, 7, 8]
// CHECK: %30 = vector.shape_cast %29 : vector<6xf32> to vector<2x3xf32>
// CHECK: return %30 : vector<2x3xf32>
func.func @gather_memref_2d(%base: memref<?x?xf32>, %v: vector<2x3xindex>, %mask: vector<2x3xi1>, %pass_thru: vector<2x3xf32>) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = vector.gather %base[%c0, %c1][%v], %mask, %pass_thru : memref<?x?xf32>, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

