"""UB-elimination rules, one module per dialect; importing this package registers them all."""

from ubfix.rules import (  # noqa: F401  (registration side effect)
    affine,
    arith,
    bufferization,
    index,
    linalg_shapes,
    math,
    memfree,
    nan_bits,
    reshape,
    scf,
    tensor,
    tosa,
    tosa_scale,
    tosa_spec,
    vector,
    vector_masked,
)
