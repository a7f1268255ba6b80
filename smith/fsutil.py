"""Files written atomically (temp file in the same directory, then ``os.replace``), so an
interrupted run never leaves a half-written program, manifest or finding."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from smith.errors import UsageError


def atomic_write(path: str | os.PathLike, data: str | bytes) -> None:
    """Write ``data`` to ``path`` atomically (creating parent directories)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, mode) as fh:
            fh.write(data)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def atomic_write_json(path: str | os.PathLike, obj: Any) -> None:
    """JSON with sorted keys, indent 1 and a trailing newline (stable bytes)."""
    atomic_write(path, json.dumps(obj, indent=1, sort_keys=True) + "\n")


def writable_dir(path: str | os.PathLike, what: str = "--out") -> Path:
    """Create ``path`` if needed and check that we can write there.

    Raises:
        UsageError: the directory cannot be created or written.
    """
    path = Path(path)
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".smith-probe-", dir=path)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise UsageError(f"{what} {path} is not writable: {exc.strerror}") from None
    return path
