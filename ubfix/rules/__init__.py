"""UB-elimination rules, one module per dialect; importing this package registers them all."""

from ubfix.rules import arith, math, tensor, tosa  # noqa: F401  (registration side effect)
