"""One process at a time in a directory: the lock of a campaign or run directory.

``DIR/smith.lock`` is locked with ``fcntl.flock`` (an exclusive, non-blocking lock) for as long
as a process uses ``DIR``, and names that process: ``{"pid": N, "command": "..."}``. A second
process finds the lock taken and stops with one line naming the holder (the rule of AFL++, which
refuses an output directory another instance uses). The kernel releases a ``flock`` when the
last descriptor of its open file is closed, so a holder killed with ``kill -9`` leaves no lock
behind: the file still names it, but the next process takes the lock at once.

The descriptor is opened ``O_CLOEXEC`` (children started with ``exec`` do not hold the lock).
Within one process the lock is reentrant: nested :class:`DirLock` on the same directory share
one descriptor, released when the outermost one exits.
"""

from __future__ import annotations

import fcntl
import json
import os
import shlex
import sys
import threading
from pathlib import Path

from ground.errors import UsageError

LOCK_FILE = "smith.lock"
_COMMAND_CHARS = 300  # the holder's command line, cut to this many characters

_held: dict[str, list[int]] = {}  # lock file (real path) -> [descriptor, depth]
_guard = threading.Lock()


class DirectoryInUse(UsageError):
    """Another live process holds the directory's lock (one line: pid and command)."""


def this_command() -> str:
    """This process's command line (``/proc/self/cmdline`` where there is one, else
    ``sys.argv``), shell-quoted, at most 300 characters."""
    try:
        raw = Path("/proc/self/cmdline").read_bytes()
        argv = [a.decode(errors="replace") for a in raw.split(b"\0") if a]
    except OSError:
        argv = [sys.executable, *sys.argv]
    return shlex.join(argv)[:_COMMAND_CHARS]


def lock_holder(directory: str | os.PathLike) -> dict | None:
    """What ``DIR/smith.lock`` says about its holder (``{"pid", "command"}``), or None when the
    file is missing, empty or unreadable. It names the last holder even when that process has
    died (a killed process cannot clear it): only the lock itself tells whether it is held."""
    try:
        data = json.loads((Path(directory) / LOCK_FILE).read_text())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


class DirLock:
    """The lock of ``directory`` (which must exist), held from :meth:`acquire` (or ``with``)
    to :meth:`release`.

    Raises (from :meth:`acquire`):
        DirectoryInUse: another process holds it: ``DIR is in use by process PID (COMMAND);
            ...`` (``what`` names the directory in the message, e.g. ``campaign``).
        UsageError: the lock file cannot be created or written.
    """

    def __init__(self, directory: str | os.PathLike, what: str = "directory") -> None:
        self.directory = Path(directory)
        self.what = what
        self._key = os.path.realpath(self.directory / LOCK_FILE)
        self._depth = 0

    def acquire(self) -> DirLock:
        with _guard:
            entry = _held.get(self._key)
            if entry is not None:  # this process holds it already
                entry[1] += 1
                self._depth += 1
                return self
            fd = self._take()
            _held[self._key] = [fd, 1]
            self._depth += 1
        return self

    def _take(self) -> int:
        path = self.directory / LOCK_FILE
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o666)
        except OSError as exc:
            raise UsageError(f"cannot lock {self.directory}: {exc.strerror} ({path})") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = lock_holder(self.directory) or {}
            os.close(fd)
            pid = holder.get("pid")
            who = (f"process {pid} ({holder.get('command', '?')})" if pid is not None
                   else "another process")
            raise DirectoryInUse(f"{self.what} {self.directory} is in use by {who}; wait for "
                                 f"it to end or stop it, then run again") from None
        try:
            data = json.dumps({"pid": os.getpid(), "command": this_command()}) + "\n"
            os.ftruncate(fd, 0)
            os.pwrite(fd, data.encode(), 0)
            os.fsync(fd)
        except OSError as exc:
            os.close(fd)
            raise UsageError(f"cannot write {path}: {exc.strerror}") from None
        return fd

    def release(self) -> None:
        """Release one level of the lock; the outermost release empties the lock file (the
        directory is free) and unlocks it."""
        with _guard:
            if self._depth == 0:
                return
            self._depth -= 1
            entry = _held[self._key]
            entry[1] -= 1
            if entry[1] > 0:
                return
            del _held[self._key]
            fd = entry[0]
            try:
                os.ftruncate(fd, 0)
            except OSError:
                pass  # the lock goes with the descriptor either way
            os.close(fd)

    def __enter__(self) -> DirLock:
        return self.acquire()

    def __exit__(self, *exc) -> None:
        self.release()
