"""One error hierarchy for smith (style: Hypothesis ``errors.py``, NNSmith ``error.py``).

- :class:`UsageError`: bad input from the user (a malformed file, an unknown dialect, an
  unwritable directory, a missing toolchain). The CLI prints one line and exits with code 2.
- :class:`Reject`: an expected, recoverable "this choice cannot be satisfied" during
  generation; the generator catches it and tries another op.
- :class:`InternalError`: a bug of ours.

A compiler crash is never an exception: it is a finding value (see ``lowering.verdict``).
"""


class SmithError(Exception):
    """Root of every error smith raises on purpose."""


class UsageError(SmithError):
    """Bad input from the user; reported as one line, exit code 2, no traceback."""


class ToolchainError(UsageError):
    """The MLIR toolchain (mlir-opt, mlir-runner, runner libraries) cannot be found or run."""


class Reject(SmithError):
    """A generation choice cannot be satisfied in the current context; try another."""


class InternalError(SmithError):
    """A bug in smith itself (e.g. a generated program that fails verification)."""
