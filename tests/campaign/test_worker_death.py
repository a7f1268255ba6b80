"""A pool worker that dies (a segfault of the MLIR Python bindings took one down, mutating an
OpenACC seed) does not stop the campaign: the programs in flight are journaled as errors that
say so, the pool is restarted and the campaign goes on; only repeated deaths with no program
finished in between stop it, with one line.

The worker really dies: the test sends it SIGSEGV while it runs a program. With the
``hanging_runner_bin`` toolchain every path's run times out after 1 s, so a program takes at
least 3 s; the test waits (events, not timing) until a program's mlir-runner is running, then
kills the pool worker that runs it (its ancestor whose parent is the campaign process). With
``--jobs 1`` the pool holds two programs: the one running and the next one."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

from campaign_helpers import SMITH, TIMEOUT_ARGS, deterministic, journal

from ground.draw import derive_seed
from lowering.run_options import RunOptions
from smith.app.executors import ending
from smith.app.records import JournalRecord, MutantSeed, Task
from smith.app.task_errors import died_record

PATIENCE = 600  # a guard against a hang, not a speed assumption


def _ppid(pid: int) -> int | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return int(stat.rsplit(")", 1)[1].split()[1])


def _running_worker(campaign: int, runner: Path, spared: set[int]) -> int | None:
    """The pid of the pool worker (a child of ``campaign``, not in ``spared``) whose program
    runs ``runner`` now, or None."""
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            argv = (d / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if str(runner).encode() not in argv[:2] or any(a.startswith(b"--help") for a in argv):
            continue  # not a program's run (smith asks the runner --help-hidden for its options)
        pid = int(d.name)
        while pid and (parent := _ppid(pid)) not in (None, campaign, 1):
            pid = parent
        if parent == campaign and pid != int(d.name) and pid not in spared:
            return pid
    return None


def _kill_workers(proc: subprocess.Popen, runner: Path, times: int) -> list[int]:
    """SIGSEGV the pool worker running a program ``times`` times (each a new pool's worker);
    the pids killed."""
    killed: list[int] = []
    deadline = time.monotonic() + PATIENCE
    while len(killed) < times and time.monotonic() < deadline and proc.poll() is None:
        pid = _running_worker(proc.pid, runner, set(killed))
        if pid is None:
            time.sleep(0.1)
            continue
        os.kill(pid, signal.SIGSEGV)
        killed.append(pid)
    return killed


def _campaign(d: Path, bin_dir: Path, count: int) -> subprocess.Popen:
    return subprocess.Popen([*SMITH, "campaign", *TIMEOUT_ARGS, "--mlir-bin", str(bin_dir),
                             "--count", str(count), "--jobs", "1", "--out", str(d),
                             "--no-progress"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True)


def _finish(proc: subprocess.Popen) -> tuple[str, str]:
    try:
        return proc.communicate(timeout=PATIENCE)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def test_dead_worker_is_journaled_and_the_campaign_goes_on(timeout_dir, hanging_runner_bin,
                                                           tmp_path):
    d = tmp_path / "c"
    count = 4
    proc = _campaign(d, hanging_runner_bin, count)
    killed = _kill_workers(proc, hanging_runner_bin / "mlir-runner", 1)
    out, err = _finish(proc)
    assert len(killed) == 1
    assert proc.returncode == 0, err
    assert "Traceback" not in err
    assert "worker died" in out  # the summary table's row
    recs = journal(d)
    assert sorted(r["index"] for r in recs) == list(range(count))  # each exactly once
    died = [r for r in recs if r.get("worker_died")]
    # program 0 was running, program 1 waiting in the pool: both went with the worker
    assert [r["index"] for r in died] == [0, 1]
    for r in died:
        assert r["verdict"] == "error"
        assert r["signature"] == "smith error: worker process died (SIGSEGV)"
        assert r["worker_died"] == {"ending": "SIGSEGV", "in_flight": [0, 1]}
        assert r["file"] is None
        assert r["seed"] == next(x for x in journal(timeout_dir)
                                 if x["index"] == r["index"])["seed"]  # replayable
    # the new pool ran the others as an uninterrupted campaign does
    ref = {r["index"]: r for r in journal(timeout_dir)}
    for r in recs:
        if r["index"] in (2, 3):
            assert r["verdict"] == "timeout"
        if r["index"] == 2 and deterministic(r) and deterministic(ref[2]):
            assert (d / r["file"]).read_bytes() == (timeout_dir / ref[2]["file"]).read_bytes()
            assert (r["verdict"], r["signature"]) == (ref[2]["verdict"], ref[2]["signature"])
    summary = json.loads((d / "summary.json").read_text())
    assert summary["worker_died"] == 2
    assert summary["counts"]["error"] == 2
    assert summary["complete"] is True
    manifest = json.loads((d / "manifest.json").read_text())
    assert [f["index"] for f in manifest["failed"]] == [0, 1]


def test_repeated_worker_deaths_stop_the_campaign(hanging_runner_bin, tmp_path):
    d = tmp_path / "c"
    proc = _campaign(d, hanging_runner_bin, 20)
    killed = _kill_workers(proc, hanging_runner_bin / "mlir-runner", 3)
    _, err = _finish(proc)
    assert len(killed) == 3
    assert proc.returncode == 2, err
    assert err.count("\n") == 1, err  # one line, no traceback
    assert err.startswith("smith: error: the worker processes died 3 times in a row "
                          "without finishing a program (last: SIGSEGV)")
    recs = journal(d)
    # every program each death took is journaled; none finished in between
    assert sorted(r["index"] for r in recs) == list(range(6))
    assert all(r["worker_died"]["ending"] == "SIGSEGV" for r in recs)
    summary = json.loads((d / "summary.json").read_text())
    assert summary["worker_died"] == 6
    assert summary["complete"] is False


def test_died_record_of_a_mutant_names_its_seed():
    """What replays a mutant the death took: its index and seed, the seed file and draw seed."""
    task = Task(index=5, seed=3300, mlir_version="22.1.8", run=RunOptions(),
                mutate=MutantSeed("/seeds/programs/seed-01398.mlir", 42))
    rec = died_record(task, ending(-11), [5, 4]).record
    line = json.loads(json.dumps(rec.to_json()))
    assert line["verdict"] == "error"
    assert line["signature"] == "smith error: worker process died (SIGSEGV)"
    assert (line["index"], line["id"], line["seed"]) == (5, "prog-00005", derive_seed(3300, 5))
    assert line["worker_died"] == {"ending": "SIGSEGV", "in_flight": [4, 5], "mutation": {
        "seed_file": "/seeds/programs/seed-01398.mlir", "draw_seed": 42}}
    assert JournalRecord.from_json(line) == rec  # reads back as written
    assert (ending(-9), ending(1)) == ("SIGKILL", "exit 1")
