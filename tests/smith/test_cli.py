"""The command line as a user meets it: bad input gives one line, exit code 2, no traceback,
and nothing half written."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

SMITH = [sys.executable, "-m", "smith"]
ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "corpora" / "example"
OK_MLIR = ROOT / "tests" / "fixtures" / "lowering" / "tosa_select.mlir"


def smith(*args: str, env: dict | None = None, cwd: Path | None = None,
          umask: int | None = None):
    full_env = dict(os.environ)
    full_env.update(env or {})
    return subprocess.run([*SMITH, *map(str, args)], capture_output=True, text=True,
                          env=full_env, cwd=cwd, timeout=300,
                          preexec_fn=None if umask is None else lambda: os.umask(umask))


def assert_clean_error(res, needle: str) -> None:
    assert res.returncode == 2, (res.returncode, res.stderr)
    assert "Traceback" not in res.stderr
    lines = [line for line in res.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, res.stderr
    assert needle in lines[0]


def test_unknown_dialect(tmp_path):
    res = smith("gen", "--dialects", "tosa,nosuch", "--out", str(tmp_path / "c"))
    assert_clean_error(res, "unknown dialect 'nosuch'")
    assert not (tmp_path / "c").exists()


def test_malformed_mlir(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f( {\n")
    out = tmp_path / "out.mlir"
    res = smith("ubfix", str(bad), "-o", str(out))
    assert_clean_error(res, "bad.mlir:1")
    assert not out.exists()


def test_missing_toolchain(tmp_path):
    res = smith("gen", "--count", "1", "--out", str(tmp_path / "c"),
                env={"SMITH_MLIR_BIN": str(tmp_path / "no-mlir-here")})
    assert_clean_error(res, "MLIR toolchain incomplete")


def test_unwritable_out(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    res = smith("gen", "--count", "1", "--out", str(blocker / "sub"))
    assert_clean_error(res, "is not writable")


def test_gen_then_replay_is_identical(tmp_path):
    out = tmp_path / "c"
    res = smith("gen", "--count", "3", "--seed", "11", "--out", str(out), "-j", "1")
    assert res.returncode == 0, res.stderr
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["generated"] == 3
    assert manifest["seed"] == 11
    assert manifest["mlir_version"]
    assert manifest["smith_version"]
    for entry in manifest["programs"]:
        assert entry["op_histogram"]
        replay = smith("replay", str(out / entry["file"]))
        assert replay.returncode == 0, replay.stderr
        assert "identical" in replay.stdout
    # tampering is noticed
    prog = out / manifest["programs"][0]["file"]
    prog.write_text(prog.read_text().replace("func.func @main", "func.func @main ", 1))
    assert smith("replay", str(prog)).returncode == 1


def test_template_instantiate(tmp_path):
    t = tmp_path / "t.json"
    assert smith("template", "--seed", "4", "-o", str(t)).returncode == 0
    p1 = smith("instantiate", str(t), "--seed", "4")
    p2 = smith("instantiate", str(t), "--seed", "4")
    assert p1.returncode == 0, p1.stderr
    assert p1.stdout == p2.stdout
    assert "func.func @compute" in p1.stdout
    t.write_text('{"format": "smith-template/1", "dialects": ["tosa"], "functions": '
                 '[{"name": "compute", "body": [{"op": "tosa.nonexistent"}]}]}')
    assert_clean_error(smith("instantiate", str(t)), "tosa.nonexistent")


@pytest.mark.parametrize("cmd", [["doctor"], ["--help"], ["gen", "--help"], ["run", "--help"]])
def test_help_and_doctor(cmd):
    res = smith(*cmd)
    assert res.returncode == 0, res.stderr
    if cmd == ["doctor"]:
        assert "22.1.8" in res.stdout
        assert "mlir-opt" in res.stdout


# --------------------------------------------------------------------------- output files


def _mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


def _example(tmp_path: Path) -> Path:
    d = tmp_path / "example"
    shutil.copytree(EXAMPLE, d)
    return d


def _write_to(cmd: str, out: Path, tmp_path: Path):
    """Run ``cmd`` (ubfix, template, instantiate, report) with ``-o out``."""
    if cmd == "ubfix":
        return smith("ubfix", OK_MLIR, "-o", out)
    if cmd == "template":
        return smith("template", "--seed", "4", "--ops", "8", "-o", out)
    if cmd == "instantiate":
        t = tmp_path / "t.json"
        assert smith("template", "--seed", "4", "--ops", "8", "-o", t).returncode == 0
        return smith("instantiate", t, "--seed", "4", "--ops", "8", "-o", out)
    return smith("report", _example(tmp_path), "-o", out)


@pytest.mark.parametrize("cmd", ["ubfix", "template", "instantiate", "report"])
def test_out_symlink_is_followed_and_kept(cmd, tmp_path):
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "out.txt"
    target.write_text("old")
    target.chmod(0o640)
    link = tmp_path / "link"
    link.symlink_to("real/out.txt")
    res = _write_to(cmd, link, tmp_path)
    assert res.returncode == 0, res.stderr
    assert link.is_symlink()
    assert os.readlink(link) == "real/out.txt"
    assert target.read_text() not in ("", "old")
    assert _mode(target) == 0o640


@pytest.mark.parametrize("cmd", ["ubfix", "template", "instantiate", "report"])
def test_out_device_node_is_written_through(cmd, tmp_path, null_device):
    """``-o`` a character device (a private copy of the null device, made with mknod; never
    /dev/null itself) stays a device: root only."""
    node = null_device
    res = _write_to(cmd, node, tmp_path)
    assert res.returncode == 0, res.stderr
    assert stat.S_ISCHR(node.stat().st_mode)
    assert node.stat().st_rdev == os.makedev(1, 3)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_out_stdout_through_a_pipe():
    res = smith("ubfix", OK_MLIR, "-o", "/dev/stdout")
    assert res.returncode == 0, res.stderr
    assert "func.func @main" in res.stdout


@pytest.mark.parametrize("where", ["proc", "directory"])
@pytest.mark.parametrize("cmd", ["ubfix", "template"])
def test_out_unwritable(cmd, where, tmp_path):
    out = Path("/proc/x/out.mlir") if where == "proc" else tmp_path
    res = _write_to(cmd, out, tmp_path)
    assert_clean_error(res, f"cannot write {out}: ")


def test_outputs_honour_the_umask(tmp_path):
    """New files get 0666 minus the umask (not mkstemp's 0600): programs, manifest, ubfix and
    report outputs, finding files; scripts 0777 minus the umask."""
    res = smith("ubfix", OK_MLIR, "-o", tmp_path / "fixed.mlir", umask=0o027)
    assert res.returncode == 0, res.stderr
    assert _mode(tmp_path / "fixed.mlir") == 0o640
    c = tmp_path / "c"
    res = smith("gen", "--count", "1", "--ops", "8", "--seed", "3", "-j", "1", "--out", c,
                umask=0o022)
    assert res.returncode == 0, res.stderr
    assert _mode(c / "manifest.json") == 0o644
    assert _mode(c / "programs" / "prog-00000.mlir") == 0o644
    res = smith("report", c, umask=0o002)
    assert res.returncode == 0, res.stderr
    assert _mode(c / "report.html") == 0o664


def test_finding_files_honour_the_umask(tmp_path):
    """Finding files and their scripts (``atomic_write(..., executable=True)``)."""
    from ground.fsutil import atomic_write

    old = os.umask(0o022)
    try:
        atomic_write(tmp_path / "f" / "meta.json", "{}")
        atomic_write(tmp_path / "f" / "repro.sh", "#!/bin/sh\n", executable=True)
    finally:
        os.umask(old)
    assert _mode(tmp_path / "f" / "meta.json") == 0o644
    assert _mode(tmp_path / "f" / "repro.sh") == 0o755


# --------------------------------------------------------------------------- numeric options


@pytest.mark.parametrize("argv", [
    ["run", "C", "--jobs", "0"], ["run", "C", "-j", "-2"], ["run", "C", "--paths", "1"],
    ["run", "C", "--paths", "-3"], ["run", "C", "--run-timeout", "0"],
    ["run", "C", "--compile-timeout", "-1"], ["run", "C", "--run-timeout", "nan"],
    ["run", "C", "--max-step", "0"], ["run", "C", "--variants", "0"],
    ["run", "C", "--opt-per-step", "-1"], ["run", "C", "--float-tolerance", "-0.5"],
    ["run", "C", "--time-budget", "-1"], ["run", "C", "--time-budget", "inf"],
    ["gen", "--count", "0"], ["gen", "--jobs", "0"], ["gen", "--ops", "0"],
    ["gen", "--max-args", "-1"], ["gen", "--dynamic-shapes", "1.5"],
    ["gen", "--dynamic-shapes", "nan"], ["template", "--ops", "-4"],
    ["instantiate", "t.json", "--ops", "0"], ["ops", "--programs", "0"], ["ops", "-j", "0"],
    ["campaign", "--count", "0", "--out", "X"], ["campaign", "--jobs", "0", "--count", "1"],
    ["campaign", "--paths", "1", "--count", "1"], ["campaign", "--run-timeout", "0"],
    ["campaign", "--compile-timeout", "-5"], ["campaign", "--max-step", "0"],
    ["reduce", "F", "--timeout", "0"], ["extract", "--jobs", "0"],
])
def test_nonsense_numbers_are_usage_errors(argv, tmp_path, monkeypatch, capsys):
    """In process (smith.app.cli.main, as the console script runs it): options are checked before
    any command runs."""
    from smith.app.cli import main

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "argv", ["smith", *argv])
    with pytest.raises(SystemExit) as info:
        main()
    err = capsys.readouterr().err
    assert info.value.code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    opt = next(a for a in argv if a.startswith("-"))
    assert lines[0].startswith("smith: error: Invalid value for"), err
    assert opt in lines[0]
    assert not any(tmp_path.iterdir())  # nothing written


def test_campaign_bad_duration_is_a_usage_error(tmp_path):
    assert_clean_error(smith("campaign", "--time", "0s", "--out", tmp_path / "c"), "duration")


# --------------------------------------------------------------------------- corpus directories


GEN = ["gen", "--ops", "8", "--seed", "5", "-j", "1"]


def test_gen_refuses_a_non_empty_out(tmp_path):
    c = tmp_path / "c"
    assert smith(*GEN, "--count", "2", "--out", c).returncode == 0
    before = {p.name: p.read_bytes() for p in (c / "programs").iterdir()}
    res = smith(*GEN, "--count", "3", "--out", c)  # another corpus: refused, nothing touched
    assert_clean_error(res, "is not empty; use --force")
    assert {p.name: p.read_bytes() for p in (c / "programs").iterdir()} == before
    res = smith(*GEN, "--count", "2", "--out", c)  # the very same corpus again: fine
    assert res.returncode == 0, res.stderr
    assert {p.name: p.read_bytes() for p in (c / "programs").iterdir()} == before
    other = tmp_path / "other"
    other.mkdir()
    (other / "notes.txt").write_text("mine")
    assert_clean_error(smith(*GEN, "--count", "1", "--out", other), "is not empty")
    assert_clean_error(smith(*GEN, "--count", "1", "--out", c, "--force", "--append"),
                       "not both")
    assert_clean_error(smith(*GEN, "--count", "1", "--out", other, "--append"),
                       "holds no corpus")


def test_gen_force_replaces_the_corpus(tmp_path):
    c = tmp_path / "c"
    assert smith(*GEN, "--count", "3", "--out", c).returncode == 0
    (c / "run").mkdir()
    (c / "run" / "summary.json").write_text("{}")
    (c / "report.html").write_text("old report")
    (c / "notes.txt").write_text("mine")
    res = smith(*GEN, "--count", "2", "--seed", "6", "--out", c, "--force")
    assert res.returncode == 0, res.stderr
    assert sorted(p.name for p in (c / "programs").iterdir()) == ["prog-00000.mlir",
                                                                  "prog-00001.mlir"]
    assert json.loads((c / "manifest.json").read_text())["seed"] == 6
    assert not (c / "run").exists()
    assert not (c / "report.html").exists()
    assert (c / "notes.txt").read_text() == "mine"


def test_gen_append_continues_the_corpus(tmp_path):
    """2 programs, then --append 2 more (seed and options from the manifest): the same bytes
    as a corpus of 4 generated at once."""
    a, b = tmp_path / "a", tmp_path / "b"
    assert smith(*GEN, "--count", "2", "--out", a).returncode == 0
    res = smith("gen", "--count", "2", "--out", a, "--append", "-j", "1")
    assert res.returncode == 0, res.stderr
    assert "the corpus has 4" in res.stdout
    assert smith(*GEN, "--count", "4", "--out", b).returncode == 0
    assert sorted(p.name for p in (a / "programs").iterdir()) == \
        sorted(p.name for p in (b / "programs").iterdir())
    for p in (b / "programs").iterdir():
        assert (a / "programs" / p.name).read_bytes() == p.read_bytes()
    assert (a / "manifest.json").read_bytes() == (b / "manifest.json").read_bytes()
    res = smith("gen", "--count", "1", "--out", a, "--append", "--seed", "9")
    assert_clean_error(res, "--seed 9 (the corpus has 5)")


def test_run_uses_the_manifest(tmp_path):
    """Stray .mlir files (not in manifest.json) are not run, with a warning; a program the
    manifest lists but which is missing is a usage error."""
    c = tmp_path / "c"
    assert smith(*GEN, "--count", "1", "--out", c).returncode == 0
    shutil.copy(c / "programs" / "prog-00000.mlir", c / "programs" / "stray.mlir")
    res = smith("run", c, "--paths", "2", "-j", "1")
    assert res.returncode == 0, res.stderr
    assert "warning: 1 .mlir file(s)" in res.stderr
    assert "stray.mlir" in res.stderr
    ids = [json.loads(x)["id"] for x in (c / "run" / "verdicts.jsonl").read_text().splitlines()]
    assert ids == ["prog-00000"]
    (c / "programs" / "prog-00000.mlir").unlink()
    assert_clean_error(smith("run", c, "--paths", "2", "-j", "1"),
                       "lists 1 program(s) that do not exist")
