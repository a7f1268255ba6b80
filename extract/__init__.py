"""extract: MLIR TableGen op definitions → declarative op specs (``specs/<dialect>.json``).

Pipeline: :mod:`extract.mlir_include` finds the ``.td`` tree, :mod:`extract.tblgen` runs
``llvm-tblgen --dump-json``, :mod:`extract.opspec` (with :mod:`extract.constraints` and
:mod:`extract.traits`) turns ``Op`` records into spec dicts, :mod:`extract.run` writes the files.
The dialect → ``.td`` table is the data file ``extract/dialects.json``.
"""
