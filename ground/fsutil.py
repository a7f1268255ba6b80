"""Output files: one :func:`atomic_write` for every program, manifest, finding, report and spec
smith writes, so an interrupted run never leaves a half-written file, and ``-o`` never breaks
what it points at.

The rules (what ``sed -i``, ``install`` and editors converge on):

- a regular file is written to a temporary file in the same directory and renamed over the
  destination (``os.replace``: atomic on POSIX);
- a device node, FIFO or socket (``/dev/null``, ``/dev/stdout``, a named pipe) is opened and
  written through, never replaced: renaming over ``/dev/null`` would break the machine;
- a symbolic link is followed: its final target is replaced atomically, the link stays;
- a new file gets mode ``0o666`` minus the umask (``0o777`` for a script), as ``open()`` would
  give it; an existing file keeps its mode (and, when we may, its owner);
- every ``OSError`` (missing or unwritable directory, ``-o`` naming a directory, read-only file
  system, no space) becomes a one-line :class:`~ground.errors.UsageError` naming the path.
"""

from __future__ import annotations

import errno
import json
import os
import secrets
import stat
import tempfile
from pathlib import Path
from typing import Any

from ground.errors import UsageError


def _replace_target(path: Path, st: os.stat_result | None) -> Path | None:
    """The regular file to replace for ``path`` (the final target of a symlink chain), or None
    when ``path`` must be written through: a non-regular file, or a magic link such as
    ``/dev/stdout`` -> ``/proc/self/fd/1`` whose target has no path of its own."""
    target = Path(os.path.realpath(path))
    if st is None:
        return target  # a new file (or a dangling symlink: create what it points to)
    if not stat.S_ISREG(st.st_mode):
        return None
    try:
        tst = os.stat(target)
    except OSError:
        return None
    return target if (tst.st_dev, tst.st_ino) == (st.st_dev, st.st_ino) else None


def _create_temp(directory: Path, name: str, mode: int) -> tuple[int, Path]:
    """``O_CREAT | O_EXCL`` a fresh temporary file next to the destination; the kernel applies
    the umask to ``mode`` (``tempfile.mkstemp`` would force 0o600)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    while True:
        tmp = directory / f".{name}.{secrets.token_hex(4)}.tmp"
        try:
            return os.open(tmp, flags, mode), tmp
        except FileExistsError:
            continue


def atomic_write(path: str | os.PathLike, data: str | bytes, executable: bool = False) -> None:
    """Write ``data`` (``str`` is encoded as UTF-8) to ``path``, creating parent directories.

    Regular files are replaced atomically, symlinks are followed, device nodes and FIFOs are
    written through (see the module docstring). A new file gets ``0o666`` (``0o777`` with
    ``executable``) minus the umask; an existing regular file keeps its mode (with
    ``executable``, plus the execute bits the umask allows).

    Raises:
        UsageError: any OS error, as ``cannot write PATH: REASON``.
    """
    path = Path(path)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    tmp: Path | None = None
    try:
        try:
            st: os.stat_result | None = os.stat(path)
        except FileNotFoundError:
            st = None
        if st is not None and stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(errno.EISDIR, "is a directory")
        target = _replace_target(path, st)
        if target is None:  # device node, FIFO, socket, magic link: write through
            with open(path, "wb") as fh:
                fh.write(raw)
            return
        create_mode = 0o777 if executable else 0o666
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = _create_temp(target.parent, target.name, create_mode)
        with os.fdopen(fd, "wb") as fh:
            if st is not None:  # keep mode (``executable``: plus x as umask allows) and owner
                fresh = stat.S_IMODE(os.fstat(fh.fileno()).st_mode)
                if (st.st_uid, st.st_gid) != (os.geteuid(), os.getegid()):
                    try:
                        os.fchown(fh.fileno(), st.st_uid, st.st_gid)
                    except PermissionError:
                        pass  # not root: the file becomes ours, as with any editor
                os.fchmod(fh.fileno(), stat.S_IMODE(st.st_mode) | (fresh & 0o111))
            fh.write(raw)
        os.replace(tmp, target)
        tmp = None
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror or exc}") from None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def atomic_write_json(path: str | os.PathLike, obj: Any) -> None:
    """JSON with sorted keys, indent 1 and a trailing newline (stable bytes)."""
    atomic_write(path, json.dumps(obj, indent=1, sort_keys=True) + "\n")


def read_input(path: str | os.PathLike) -> str:
    """The text of the input file ``path`` (a program named on the command line).

    Raises:
        UsageError: one line for a file that cannot be read (``cannot read P: reason``) or is
            not UTF-8 text (``P: not a text file``).
    """
    try:
        return Path(path).read_text()
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise UsageError(f"{path}: not a text file") from None


def read_format_json(path: str | os.PathLike, fmt: str, what: str = "") -> dict[str, Any]:
    """The JSON object in ``path`` whose ``format`` is ``fmt`` (smith's versioned data files:
    ``pipelines.json``, ``idioms.json``, ``pairs.json``, ...).

    Raises:
        UsageError: one line for a file that cannot be read or parsed (``cannot read P:
            reason``) or of another format (``P: not a FMT file``, followed by ``what``, e.g.
            which command writes it).
    """
    try:
        doc = json.loads(Path(path).read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != fmt:
        raise UsageError(f"{path}: not a {fmt} file{what}")
    return doc


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
