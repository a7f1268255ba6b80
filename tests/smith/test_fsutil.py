"""``ground.fsutil.atomic_write``: regular files replaced atomically with the umask's mode,
symlinks followed (the link stays), device nodes and FIFOs written through (never replaced),
every OS error a one-line UsageError."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from ground.errors import UsageError
from ground.fsutil import atomic_write


def _no_temp_left(d: Path) -> None:
    assert not [p.name for p in d.iterdir() if p.name.endswith(".tmp")]


@pytest.fixture
def umask_027():
    old = os.umask(0o027)
    try:
        yield
    finally:
        os.umask(old)


def test_new_file_honours_umask(tmp_path, umask_027):
    atomic_write(tmp_path / "sub" / "a.mlir", "x\n")
    atomic_write(tmp_path / "run.sh", "#!/bin/sh\n", executable=True)
    assert (tmp_path / "sub" / "a.mlir").read_text() == "x\n"
    assert stat.S_IMODE((tmp_path / "sub" / "a.mlir").stat().st_mode) == 0o640
    assert stat.S_IMODE((tmp_path / "run.sh").stat().st_mode) == 0o750
    _no_temp_left(tmp_path)


def test_overwrite_is_a_new_inode_with_the_old_mode(tmp_path):
    f = tmp_path / "a.json"
    f.write_text("old")
    f.chmod(0o604)
    ino = f.stat().st_ino
    atomic_write(f, b"new")
    assert f.read_bytes() == b"new"
    assert f.stat().st_ino != ino  # replaced, not rewritten in place
    assert stat.S_IMODE(f.stat().st_mode) == 0o604
    _no_temp_left(tmp_path)


def test_overwrite_keeps_the_owner(tmp_path):
    if os.geteuid() != 0:
        pytest.skip("only root can give a file away")
    f = tmp_path / "theirs.mlir"
    f.write_text("old")
    os.chown(f, 12345, 12346)
    atomic_write(f, "new")
    assert (f.stat().st_uid, f.stat().st_gid) == (12345, 12346)
    assert f.read_text() == "new"


def test_symlink_chain_is_followed_and_kept(tmp_path):
    (tmp_path / "data").mkdir()
    target = tmp_path / "data" / "real.mlir"
    target.write_text("old")
    target.chmod(0o640)
    (tmp_path / "mid").symlink_to("data/real.mlir")
    link = tmp_path / "link"
    link.symlink_to("mid")
    atomic_write(link, "new")
    assert link.is_symlink()
    assert os.readlink(link) == "mid"
    assert (tmp_path / "mid").is_symlink()
    assert target.read_text() == "new"
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    _no_temp_left(tmp_path)
    _no_temp_left(tmp_path / "data")


def test_dangling_symlink_creates_its_target(tmp_path):
    link = tmp_path / "link"
    link.symlink_to("made.txt")
    atomic_write(link, "x")
    assert link.is_symlink()
    assert (tmp_path / "made.txt").read_text() == "x"


def test_fifo_is_written_through(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    atomic_write(fifo, "through the pipe\n")
    reader.join(timeout=60)
    assert got == [b"through the pipe\n"]
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def test_char_device_is_written_through(tmp_path, null_device):
    """A private copy of the null device (never /dev/null itself): root only."""
    node = null_device
    link = tmp_path / "to-null"
    link.symlink_to(node)
    atomic_write(node, "discarded\n")
    atomic_write(link, "discarded\n")
    assert stat.S_ISCHR(node.stat().st_mode)
    assert node.stat().st_rdev == os.makedev(1, 3)
    assert link.is_symlink()
    _no_temp_left(tmp_path)


def test_magic_link_to_a_pipe_is_written_through(tmp_path):
    """``/proc/self/fd/N`` of a pipe (what ``-o /dev/stdout`` is under a shell pipe): the link
    has no real target, the data must go down the pipe."""
    if not Path("/proc/self/fd").is_dir():
        pytest.skip("no /proc/self/fd")
    r, w = os.pipe()
    try:
        atomic_write(f"/proc/self/fd/{w}", "piped\n")
        os.close(w)
        w = -1
        assert os.read(r, 100) == b"piped\n"
    finally:
        os.close(r)
        if w >= 0:
            os.close(w)


@pytest.mark.parametrize("where", ["directory", "proc", "under-a-file"])
def test_os_errors_are_usage_errors(tmp_path, where):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    path = {"directory": tmp_path, "proc": Path("/proc/x/out.mlir"),
            "under-a-file": blocker / "out.mlir"}[where]
    with pytest.raises(UsageError, match=r"^cannot write .*: [A-Za-z]") as info:
        atomic_write(path, "x")
    assert "\n" not in str(info.value)
    assert blocker.read_text() == "x"
    _no_temp_left(tmp_path)


def test_unwritable_directory_is_a_usage_error(tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root writes into read-only directories")
    d = tmp_path / "ro"
    d.mkdir()
    (d / "a.txt").write_text("keep")
    d.chmod(0o555)
    try:
        with pytest.raises(UsageError, match="Permission denied"):
            atomic_write(d / "a.txt", "x")
        assert (d / "a.txt").read_text() == "keep"
    finally:
        d.chmod(0o755)
