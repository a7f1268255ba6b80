// Piece 9 of Dialect/XeGPU/xegpu-vector-linearize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/XeGPU/xegpu-vector-linearize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 3508996105627549862, "skipped": {}, "smith_version": "0.1.0"}
// Check for vector linearization interoperability with XeGPU dialect ops.
// The `xegpu-vector-linearize` pass does not itself affect the XeGPU ops.

// CHECK: gpu.func @test_kernel(%arg0: memref<8x16xf16>, %arg1: memref<16x16xf16>, %arg2: memref<8x16xf32>) kernel {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %cst = arith.constant dense<0.000000e+00> : vector<64xf16>
// CHECK: %cst_0 = arith.constant dense<5.000000e+00> : vector<64xf32>

// CHECK: %0 = xegpu.create_nd_tdesc %arg0[%c0, %c0]
// CHECK: %1 = xegpu.load_nd %0
// CHECK: %2 = vector.shape_cast %1 : vector<8x16xf16> to vector<128xf16>
// CHECK: %3 = vector.shuffle %2, %cst {{.*}} : vector<128xf16>, vector<64xf16>
// CHECK: %4 = vector.shape_cast %3 : vector<128xf16> to vector<8x16xf16>

// CHECK: %5 = xegpu.create_nd_tdesc %arg1[%c0, %c0]
// CHECK: %6 = xegpu.load_nd %5
// CHECK: %7 = vector.shape_cast %6 : vector<16x16xf16> to vector<256xf16>
// CHECK: %8 = vector.shuffle %7, %cst {{.*}} : vector<256xf16>, vector<64xf16>
// CHECK: %9 = vector.shape_cast %8 : vector<256xf16> to vector<16x16xf16>

// CHECK: %10 = xegpu.dpas %4, %9 : vector<8x16xf16>, vector<16x16xf16> -> vector<8x16xf32>
// CHECK: %11 = vector.shape_cast %10 : vector<8x16xf32> to vector<128xf32>
// CHECK: %12 = vector.shuffle %11, %11 {{.*}} : vector<128xf32>, vector<128xf32>
// CHECK: %13 = arith.addf %12, %cst_0 : vector<64xf32>
// CHECK: %14 = vector.shuffle %11, %13 {{.*}} : vector<128xf32>, vector<64xf32>
// CHECK: %15 = vector.shape_cast %14 : vector<128xf32> to vector<8x16xf32>

// CHECK: %16 = xegpu.create_nd_tdesc %arg2[%c0, %c0]
// CHECK: xegpu.store_nd %15, %16
// CHECK: gpu.return

gpu.module @test_kernel {
  gpu.func @test_kernel(%A: memref<8x16xf16>, %B: memref<16x16xf16>, %C: memref<8x16xf32>) kernel  {
    %c0 = arith.constant 0 : index
    %cst_vec_0 = arith.constant dense<0.000000e+00> : vector<8x8xf16>
    %cst_vec_1 = arith.constant dense<0.000000e+00> : vector<8x8xf16>
    %cst_vec_2 = arith.constant dense<5.000000e+00> : vector<8x8xf32>
    %a_tdesc = xegpu.create_nd_tdesc %A[%c0, %c0] : memref<8x16xf16> -> !xegpu.tensor_desc<8x16xf16, #xegpu.block_tdesc_attr<array_length = 1>>
    %a_val = xegpu.load_nd %a_tdesc : !xegpu.tensor_desc<8x16xf16, #xegpu.block_tdesc_attr<array_length = 1>> -> vector<8x16xf16>
    %a_val_0 = vector.insert_strided_slice %cst_vec_0, %a_val{offsets = [0, 0], sizes = [8, 8], strides = [1, 1]}: vector<8x8xf16> into vector<8x16xf16>
    %b_tdesc = xegpu.create_nd_tdesc %B[%c0, %c0] : memref<16x16xf16> -> !xegpu.tensor_desc<16x16xf16, #xegpu.block_tdesc_attr<array_length = 1>>

    %b_val = xegpu.load_nd  %b_tdesc : !xegpu.tensor_desc<16x16xf16, #xegpu.block_tdesc_attr<array_length = 1>> -> vector<16x16xf16>
    %b_val_0 = vector.insert_strided_slice %cst_vec_1, %b_val{offsets = [0, 0], sizes = [8, 8], strides = [1, 1]}: vector<8x8xf16> into vector<16x16xf16>
    %c_val = xegpu.dpas %a_val_0, %b_val_0 : vector<8x16xf16>, vector<16x16xf16> -> vector<8x16xf32>
    %c_val_0 = vector.extract_strided_slice %c_val {offsets = [0, 0], sizes = [8, 8], strides = [1, 1]} : vector<8x16xf32> to vector<8x8xf32>
    %c_addf = arith.addf %c_val_0, %cst_vec_2 : vector<8x8xf32>
    %c_result = vector.insert_strided_slice %c_addf, %c_val {offsets = [0, 0], sizes = [8, 8], strides = [1, 1]} : vector<8x8xf32> into vector<8x16xf32>
    %c_tdesc = xegpu.create_nd_tdesc %C[%c0, %c0] : memref<8x16xf32> -> !xegpu.tensor_desc<8x16xf32, #xegpu.block_tdesc_attr<array_length = 1>>
    xegpu.store_nd %c_result, %c_tdesc : vector<8x16xf32>, !xegpu.tensor_desc<8x16xf32>
    gpu.return
  }
}


