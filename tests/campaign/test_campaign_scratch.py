"""A campaign killed with SIGTERM leaves no scratch directory behind (its pool workers remove
their temporary files when they end, also when the campaign process is gone)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path


def _wait(pred, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.5)
    return pred()


def _in_flight(tmp: Path) -> bool:
    """A task's scratch directory exists (a program is being lowered)."""
    return any(tmp.rglob("smith-campaign-*"))


def test_sigterm_leaves_no_scratch(tmp_path):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = os.environ | {"TMPDIR": str(tmp)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "smith", "campaign", "--count", "200", "--jobs", "1", "--seed", "3",
         "--no-progress", "--out", str(tmp_path / "c")],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        assert _wait(lambda: _in_flight(tmp), 600), "no program started"
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=300)
        assert _wait(lambda: not list(tmp.glob("smith-*")), 300), sorted(
            p.name for p in tmp.iterdir())
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
