"""The command line as a user meets it: bad input gives one line, exit code 2, no traceback,
and nothing half written."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SMITH = [sys.executable, "-m", "smith"]


def smith(*args: str, env: dict | None = None, cwd: Path | None = None):
    full_env = dict(os.environ)
    full_env.update(env or {})
    return subprocess.run([*SMITH, *args], capture_output=True, text=True, env=full_env,
                          cwd=cwd, timeout=300)


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
