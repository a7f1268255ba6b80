"""Find the TOSA tools of the optional ``oracle`` extra (PyPI ``tosa-tools``): ``tosa-opt`` (the
serializer), ``tosa_reference_model`` and ``tosa_verify`` (the compliance checker).

The wheel ships the native binaries under the distribution's ``bin/`` directory and Python
shims as console scripts; smith runs the binaries directly (a shim would start a Python
interpreter per call). ``TOSA_TOOLS_BIN_DIR`` overrides the directory, as for the shims.
"""

from __future__ import annotations

import os
from importlib import metadata
from pathlib import Path

import attrs

from ground.errors import UsageError

PINNED = "2026.8.0"
EXTRA_HINT = 'pip install -e ".[oracle]"'
TOOLS = ("tosa-opt", "tosa_reference_model", "tosa_verify")


class OracleUnavailable(UsageError):
    """tosa-tools (the ``oracle`` extra) is not installed: one line naming the extra."""


@attrs.frozen
class TosaTools:
    """Absolute paths of the TOSA tools and the installed tosa-tools version.

    Attributes:
        tosa_opt: serializer (``--tosa-serialize``), an MLIR-based tool newer than MLIR 22.
        reference_model: the TOSA reference model (exit 0 VALID, 1 UNPREDICTABLE, 2 ERROR).
        verify: the compliance checker of the reference model (exit 0 compliant).
        version: the ``tosa-tools`` distribution version.
    """

    tosa_opt: Path
    reference_model: Path
    verify: Path
    version: str


def find_tools() -> TosaTools:
    """Locate the tools of the installed ``tosa-tools`` distribution.

    Raises:
        OracleUnavailable: tosa-tools is not installed or a binary is missing.
    """
    try:
        dist = metadata.distribution("tosa-tools")
    except metadata.PackageNotFoundError:
        raise OracleUnavailable(
            f"the TOSA reference model is not installed (tosa-tools=={PINNED}): "
            f"{EXTRA_HINT}") from None
    override = os.environ.get("TOSA_TOOLS_BIN_DIR")
    paths = []
    for name in TOOLS:
        path = Path(override) / name if override else Path(dist.locate_file(Path("bin") / name))
        if not path.is_file():
            raise OracleUnavailable(f"tosa-tools {dist.version} has no {path}: reinstall "
                                    f"with {EXTRA_HINT}")
        paths.append(path.resolve())
    return TosaTools(*paths, version=dist.version)
