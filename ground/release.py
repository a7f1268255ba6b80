"""The MLIR release a command works with, as one explicit record.

A :class:`Release` names everything that belongs to one MLIR release: its version, its tools
and runner libraries (a :class:`ground.toolchain.Toolchain`), the specs directory extracted
from it, the interpreter whose Python bindings are of that release and the bindings' version.
The command line resolves it once (``smith.app.release.select_release``, the only place that
reads ``--mlir-bin``/``--specs``/``--mlir-python`` and their environment variables) and passes
it down: the generator takes its specs directory, a campaign task carries
:meth:`Release.to_json` to its worker process, lowering and the judges take its toolchain.
Nothing below the command line reads or writes ``os.environ`` for the release.

The record lives here, in the lowest layer, because the toolchain discovery does. The tables
fitted to a release (pass map, optimisation recommendations, known crashes) belong to the
lowering layer: :func:`lowering.release_tables.fit_release` derives them from a ``Release``
(cached per release), so this record stays plain data that pickles and round-trips through
JSON.
"""

from __future__ import annotations

import functools
import importlib.metadata
from pathlib import Path
from typing import Any

import attrs

from ground.toolchain import Toolchain

#: the distribution of the MLIR Python bindings (one release per Python environment)
BINDINGS_DIST = "xtc-mlir-python-bindings"


def release_of_dist(dist_version: str) -> str:
    """``"21.1.2.8"`` (a wheel's version: release plus build) → ``"21.1.2"``."""
    return ".".join(dist_version.split(".")[:3])


@functools.lru_cache(maxsize=1)
def bindings_version() -> str | None:
    """The MLIR release of the Python bindings this interpreter imports (``mlir.ir``), from the
    installed ``xtc-mlir-python-bindings`` distribution; None when they come from elsewhere (a
    user's own build: then smith cannot tell and trusts the user)."""
    try:
        return release_of_dist(importlib.metadata.version(BINDINGS_DIST))
    except importlib.metadata.PackageNotFoundError:
        return None


@attrs.frozen
class Release:
    """One MLIR release, resolved once by the command line.

    Attributes:
        toolchain: its tools (mlir-opt, mlir-runner, ...) and runner libraries.
        version: ``mlir-opt --version`` of the toolchain, e.g. ``"21.1.2"`` (``"unknown"``
            when the banner names none).
        specs: the specs directory of the release (its extracted specs' ``mlir_version`` is
            ``version``); None for a command that generates nothing and found no specs of the
            release. The generator reads the shipped specs when given None.
        python: the interpreter running this release's Python bindings (absolute path).
        bindings: release of the Python bindings in that interpreter (None: unknown).
    """

    toolchain: Toolchain
    version: str
    specs: Path | None
    python: str
    bindings: str | None

    @property
    def runner_libs(self) -> tuple[Path, ...]:
        """The runner shared libraries of the release (``mlir-runner --shared-libs``)."""
        return self.toolchain.runner_libs

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data (what a campaign task carries to its worker process):
        ``{"version", "toolchain": {"bin_dir", "lib_dir", "llvm_bin_dir"}, "specs", "python",
        "bindings"}``, paths as absolute strings."""
        return {"version": self.version, "toolchain": self.toolchain.to_json(),
                "specs": str(self.specs) if self.specs is not None else None,
                "python": self.python, "bindings": self.bindings}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Release:
        """The release :meth:`to_json` wrote (no file is checked: the worker uses what the
        command line resolved).

        Raises:
            KeyError, TypeError: ``data`` is not a release's JSON.
        """
        specs = data.get("specs")
        return cls(toolchain=Toolchain.from_json(data["toolchain"]), version=str(data["version"]),
                   specs=Path(specs) if specs else None, python=str(data["python"]),
                   bindings=data.get("bindings"))
