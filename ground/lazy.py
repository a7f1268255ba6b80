"""Heavy or optional third-party libraries, imported where they are used rather than when smith
starts: plotting, the SMT solver back-ends, Dask, the TOSA reference model's dtypes and the C++
parser of the extract miner. Besides the command line's lazy group (``smith.app.cli``), this is
the one place that imports a module after start-up (``tests/test_layers.py`` checks it)."""

from __future__ import annotations

import importlib
from types import ModuleType

from ground.errors import UsageError

#: the libraries :func:`load` imports -> the extra of ``pyproject.toml`` that installs them
#: (None: a dependency of smith itself)
LIBRARIES: dict[str, str | None] = {
    "matplotlib": None,
    "matplotlib.pyplot": None,
    "bitwuzla": None,
    "cvc5": "cvc5",
    "distributed": "dask",
    "ml_dtypes": "oracle",
    "tree_sitter": "extract",
    "tree_sitter_cpp": "extract",
}


class MissingLibrary(UsageError):
    """A library of :data:`LIBRARIES` is not installed (the message names its extra)."""


def load(name: str) -> ModuleType:
    """The module ``name`` of :data:`LIBRARIES`, imported on first use.

    Raises:
        ValueError: ``name`` is not listed in :data:`LIBRARIES` (smith's own modules are
            imported at the top of the module that uses them).
        MissingLibrary: it is not installed.
    """
    if name not in LIBRARIES:
        raise ValueError(f"{name} is not a library ground.lazy loads")
    try:
        return importlib.import_module(name)
    except ImportError:
        extra = LIBRARIES[name]
        how = f"pip install 'smith-mlir[{extra}]'" if extra else "pip install smith-mlir"
        raise MissingLibrary(f"{name} is not installed: {how}") from None
