"""Translation validation (mlir-tv, Bang et al., CAV 2022): prove or refute, for all inputs,
that a pass's output refines its input, with the z3 SMT solver.

Layout (each module has one job):

- :mod:`~judges.tv.sym`: symbolic values (bit-vectors, IEEE floats, poison), tensors and memrefs
  element by element;
- :mod:`~judges.tv.state`: the interpreter that runs a function over symbolic arguments (UB,
  path conditions, ``cf`` blocks) and the encoder registry;
- encoders by dialect: :mod:`~judges.tv.ops_arith` (arith, index; semantics in
  :mod:`~judges.tv.intsem` and :mod:`~judges.tv.fpsem`), :mod:`~judges.tv.ops_math`,
  :mod:`~judges.tv.ops_control` (func, scf, affine), :mod:`~judges.tv.ops_shaped` (tensor,
  memref, bufferization, vector), :mod:`~judges.tv.ops_linalg`, :mod:`~judges.tv.ops_tosa`;
- :mod:`~judges.tv.refine`: the refinement query and the solver (libm pins for ``math``);
- :mod:`~judges.tv.check` / :mod:`~judges.tv.isolate` / :mod:`~judges.tv.worker`: checking a
  source/target pair, in a child process with a hard time limit;
- :mod:`~judges.tv.confirm`: every refutation confirmed by execution;
  :mod:`~judges.tv.confirm_ref`: a refutation of a tosa lowering, by the TOSA reference model;
- :mod:`~judges.tv.known`: a refutation's key and the known MLIR bug it matches;
- :mod:`~judges.tv.driver`: ``mlir-opt`` + check + confirmation, per pass or per step of a path;
- :mod:`~judges.tv.findings`: ``tv-refuted`` findings in the usual findings tree.
"""
