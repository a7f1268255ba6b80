"""Op specs as data, per MLIR release: what `smith extract` wrote from MLIR's TableGen (one JSON
file per dialect, rewrite-pattern idioms, releases/<version>/), and the hand-written overlay."""
