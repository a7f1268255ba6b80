"""Helpers for the ubfix tests: lower a module along the reference pipelines and run it."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from ground.proc import run_tool
from ground.toolchain import find_toolchain

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "ubfix"


@pytest.fixture(autouse=True)
def _no_symbolization(monkeypatch):
    """A crashing mlir-runner (SIGFPE/SIGSEGV from UB, by design in these tests) would otherwise
    spend seconds symbolizing its stack trace. Scoped to tests/ubfix: other suites read stack
    frames in crash signatures."""
    monkeypatch.setenv("LLVM_DISABLE_SYMBOLIZATION", "1")

PIPELINES = json.loads((ROOT / "lowering" / "reference_pipelines.json").read_text())["pipelines"]


@pytest.fixture(scope="session")
def tc():
    return find_toolchain()


def run(tc, text: str, pipeline: str, opt: str = "-O0", tmp: Path | None = None):
    """Lower ``text`` with ``pipeline`` and run it with mlir-runner at ``opt``.

    Returns (returncode, stdout); returncode is the runner's (negative on a signal) or the
    string "opt-failed: <first stderr line>" when mlir-opt failed.
    """
    lowered = run_tool([tc.mlir_opt, f"--pass-pipeline={pipeline}", "-"], stdin=text, timeout=60)
    if not lowered.ok:
        return "opt-failed: " + (lowered.stderr.strip().splitlines() or ["?"])[0], ""
    res = run_tool([tc.mlir_runner, "-e", "main", "--entry-point-result=void", opt,
                    tc.shared_libs_flag], stdin=lowered.stdout, timeout=60)
    return res.returncode, res.stdout


def run_all(tc, text: str, opts=("-O0", "-O3"), pipelines=None) -> dict[tuple[str, str], tuple]:
    """(pipeline name, opt level) -> (rc, stdout) for the reference pipelines (all by default),
    run on a small thread pool (the work is in subprocesses)."""
    names = pipelines or list(PIPELINES)
    keys = [(n, o) for n in names for o in opts]
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = pool.map(lambda k: run(tc, text, PIPELINES[k[0]], k[1]), keys)
        return dict(zip(keys, results))


def fixture(name: str) -> str:
    return (FIXTURES / name).read_text()


def ref_hash(values, seed=None) -> int:
    """Python model of the checksum fold ``h = h * 1000003 + v`` (wrapping i64)."""
    from ubfix.checksum import MULTIPLIER, SEED

    h = SEED if seed is None else seed
    for v in values:
        h = (h * MULTIPLIER + v) & (2**64 - 1)
    return h - 2**64 if h >= 2**63 else h
