"""Nothing derived is lost, one process per directory, bad input is not a finding (issue 30):
``smith run`` leaves a complete run alone and keeps the previous run's findings (with their
``reduced/`` and ``triage.json``) when it runs again; a campaign or run directory in use by
another process is refused with one line; a file that does not parse is a skipped input."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from campaign_helpers import SMITH, journal, smith

from ground.dirlock import LOCK_FILE, DirectoryInUse, DirLock, lock_holder
from smith.app.campaign_state import JOURNAL_FILE, Journal

TESTS = Path(__file__).resolve().parents[1]
CRASH = TESTS / "lowering" / "data" / "planted_i1_crash.mlir"  # known memref-i1-load-store
OK = TESTS / "fixtures" / "lowering" / "tosa_select.mlir"
RUN = ["--paths", "2", "--jobs", "1", "--no-progress"]
CRASH_DIR = Path("findings", "crash", "memref-i1-load-store")  # under --report-known
# random text: base64 lines of a hash chain (the same bytes every time)
RANDOM_TEXT = "\n".join(base64.b64encode(hashlib.sha256(bytes([i])).digest() * 3).decode()
                        for i in range(8)) + "\n"


def _files(d: Path) -> dict[str, tuple[bytes, int]]:
    """Every file under ``d`` but the lock file: bytes and mtime (ns)."""
    return {str(f.relative_to(d)): (f.read_bytes(), f.stat().st_mtime_ns)
            for f in sorted(d.rglob("*")) if f.is_file() and f.name != LOCK_FILE}


def _holder(directory: Path) -> subprocess.Popen:
    """A child process holding ``directory``'s lock until its stdin closes (or it is killed);
    returned once the lock file names it."""
    code = ("import sys; from ground.dirlock import DirLock; "
            "lock = DirLock(sys.argv[1]).acquire(); print('held', flush=True); sys.stdin.read()")
    proc = subprocess.Popen([sys.executable, "-c", code, str(directory)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, env=dict(os.environ))
    assert proc.stdout.readline() == "held\n"
    assert (lock_holder(directory) or {}).get("pid") == proc.pid
    return proc


def _one_line_naming(res: subprocess.CompletedProcess, pid: int) -> None:
    assert res.returncode == 2, (res.stdout, res.stderr)
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1, res.stderr
    assert f"in use by process {pid} (" in lines[0]
    assert "Traceback" not in res.stderr


def test_dir_lock_reentrant_and_released_by_kill(tmp_path):
    """The kernel's flock: taken by a live holder (one line with its pid and command), free
    once the holder is killed (its file still names it); reentrant within one process."""
    proc = _holder(tmp_path)
    try:
        with pytest.raises(DirectoryInUse, match=rf"in use by process {proc.pid} \(.*python"):
            DirLock(tmp_path).acquire()
    finally:
        proc.kill()
        proc.wait()
    assert lock_holder(tmp_path)["pid"] == proc.pid  # left by the killed holder ...
    with DirLock(tmp_path), DirLock(tmp_path):  # ... does not block; nested: one lock
        assert lock_holder(tmp_path)["pid"] == os.getpid()
        other = subprocess.run([sys.executable, "-c", "import sys; from ground.dirlock import "
                                "DirLock; DirLock(sys.argv[1]).acquire()", str(tmp_path)],
                               capture_output=True, text=True, env=dict(os.environ))
        assert other.returncode != 0
        assert f"in use by process {os.getpid()}" in other.stderr
    assert lock_holder(tmp_path) is None  # released: the file names nobody


def _corpus(tmp_path: Path, *files: Path) -> Path:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for f in files:
        shutil.copy(f, corpus / f.name)
    return corpus


def test_rerun_keeps_reduced_and_triage(tmp_path):
    """A complete run is left as it is; other options and --force move the previous run, its
    finding directories with their reduced/, triage.json and report.md, to run/previous-N.
    (The corpus's second program is random text: skipped, so each run lowers one program.)"""
    corpus = _corpus(tmp_path, CRASH)
    (corpus / "p.mlir").write_text(RANDOM_TEXT)
    run = corpus / "run"
    smith("run", corpus, *RUN, "--report-known")
    found = run / CRASH_DIR
    assert (found / "meta.json").is_file()
    derived = {"reduced/program.mlir": "// reduced by hand\n", "triage.json": '{"label": "x"}\n',
               "report.md": "# report\n"}
    for name, text in derived.items():
        (found / name).parent.mkdir(exist_ok=True)
        (found / name).write_text(text)
    before = _files(run)

    res = smith("run", corpus, *RUN, "--report-known")  # same corpus, same options
    assert "is complete" in res.stdout
    assert _files(run) == before  # nothing touched, not even a time stamp

    res = smith("run", corpus, "--paths", "3", "--jobs", "1", "--no-progress", "--report-known")
    assert res.stderr.strip() == (f"smith: the previous run's results (1 finding directory, with "
                                  f"what was derived from them) are kept in {run / 'previous-1'}")
    for name, text in derived.items():
        assert (run / "previous-1" / CRASH_DIR / name).read_text() == text
    assert {k: v for k, v in before.items() if k.startswith("findings/")} == {
        k.removeprefix("previous-1/"): v for k, v in _files(run).items()
        if k.startswith("previous-1/findings/")}  # moved whole, byte for byte
    assert json.loads((run / "summary.json").read_text())["options"]["paths"] == 3
    assert (run / CRASH_DIR / "meta.json").is_file()  # the new run's own finding
    assert not (run / CRASH_DIR / "reduced").exists()

    res = smith("run", corpus, "--paths", "3", "--jobs", "1", "--no-progress", "--report-known",
                "--force")
    assert str(run / "previous-2") in res.stderr
    assert (run / "previous-1" / CRASH_DIR / "reduced" / "program.mlir").is_file()
    assert len(journal(run)) == 2


def test_second_run_on_a_locked_run_directory(tmp_path):
    """A second `smith run` while another process holds the run directory: exit 2, one line
    naming the holder, nothing in the directory changed."""
    corpus = _corpus(tmp_path, OK)
    run = corpus / "run"
    run.mkdir()
    (run / "notes.txt").write_text("mine\n")
    proc = _holder(run)
    try:
        res = smith("run", corpus, *RUN, check=False)
        _one_line_naming(res, proc.pid)
        assert sorted(p.name for p in run.iterdir()) == ["notes.txt", LOCK_FILE]
    finally:
        proc.stdin.close()
        proc.wait()


def test_resume_while_the_campaign_runs(tmp_path):
    """`smith campaign --resume DIR` while the campaign runs in DIR: exit 2 with one line
    naming it; once that campaign is killed (kill -9), its lock does not block a resume, and
    the journal holds every program once.

    The running campaign has a budget it never reaches before the kill; the second process
    starts once the lock file names the first (no timing assumption: it holds the lock until
    it is killed)."""
    d = tmp_path / "c"
    proc = subprocess.Popen([*SMITH, "campaign", "--seed", "5", "--ops", "16", "--paths", "2",
                             "--jobs", "1", "--count", "100000", "--out", str(d),
                             "--no-progress"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True, env=dict(os.environ))
    try:
        deadline = time.monotonic() + 600  # a guard against a hang, not a speed assumption
        while (lock_holder(d) or {}).get("pid") != proc.pid:
            assert proc.poll() is None
            assert time.monotonic() < deadline
            time.sleep(0.05)
        res = smith("campaign", "--resume", d, "--no-progress", check=False)
        _one_line_naming(res, proc.pid)
        assert proc.poll() is None  # the running campaign goes on
    finally:
        try:  # the campaign and its workers (our own process group)
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()
    assert lock_holder(d)["pid"] == proc.pid  # the killed holder's name is left behind
    done = len(Journal(d / JOURNAL_FILE).load_readonly())  # none yet, or a torn last line
    res = smith("campaign", "--resume", d, "--no-progress", "--count", str(done + 1))
    indices = [r["index"] for r in journal(d)]
    assert sorted(indices) == list(range(done + 1))  # every program once, no duplicate


def test_random_text_is_skipped_input(tmp_path):
    """Random text saved as p.mlir is bad input: no finding, no replay line; alone it leaves
    nothing to run (exit 2); beside a valid program (and a file that is not UTF-8) the valid
    one runs and the summary counts the skipped inputs."""
    alone = tmp_path / "alone"
    alone.mkdir()
    (alone / "p.mlir").write_text(RANDOM_TEXT)
    res = smith("run", alone, *RUN, check=False)
    assert res.returncode == 2, (res.stdout, res.stderr)
    assert "skipped input: 1 file(s)" in res.stdout
    assert "unique findings" not in res.stdout
    assert "replay" not in res.stdout
    assert len(res.stderr.strip().splitlines()) == 1
    assert "nothing runnable" in res.stderr
    assert "Traceback" not in res.stderr
    assert not (alone / "run" / "findings").exists()
    summary = json.loads((alone / "run" / "summary.json").read_text())
    assert summary["counts"]["skipped-input"] == 1
    assert summary["finding_dirs"] == 0
    assert summary["distinct_signatures"] == 0
    (skipped,) = summary["skipped_inputs"]
    assert skipped["id"] == "p"
    assert skipped["error"].startswith("p.mlir:1:1: error: ")

    corpus = _corpus(tmp_path, OK)
    (corpus / "p.mlir").write_text(RANDOM_TEXT)
    (corpus / "q.mlir").write_bytes(b"\xff\xfe\x00garbage\x80\n")
    res = smith("run", corpus, *RUN)
    assert "ok 1" in res.stdout
    assert "skipped-input 2" in res.stdout
    assert "skipped input: 2 file(s)" in res.stdout
    assert "q.mlir: not a UTF-8 text file" in res.stdout
    assert "unique findings" not in res.stdout
    assert not (corpus / "run" / "findings").exists()
    summary = json.loads((corpus / "run" / "summary.json").read_text())
    assert summary["counts"]["ok"] == 1
    assert summary["counts"]["skipped-input"] == 2
    assert [s["id"] for s in summary["skipped_inputs"]] == ["p", "q"]


def test_edited_program_of_a_manifest_corpus_is_skipped_input(tmp_path):
    """A corpus with a manifest: a program whose text is no longer what smith wrote (its
    smith header kept, its body replaced) is a skipped input, not an `invalid` finding."""
    corpus = tmp_path / "gen"
    smith("gen", "--count", "2", "--ops", "12", "--seed", "3", "--out", corpus, "--no-progress")
    prog = corpus / "programs" / "prog-00001.mlir"
    header = [ln for ln in prog.read_text().splitlines() if ln.startswith("//")]
    prog.write_text("\n".join(header) + "\n" + RANDOM_TEXT)
    res = smith("run", corpus, *RUN)
    assert "skipped-input 1" in res.stdout
    assert "invalid" not in res.stdout
    assert not (corpus / "run" / "findings" / "invalid").exists()
    summary = json.loads((corpus / "run" / "summary.json").read_text())
    assert [s["id"] for s in summary["skipped_inputs"]] == ["prog-00001"]
    assert summary["skipped_inputs"][0]["error"].startswith("programs/prog-00001.mlir:")
