"""Helpers for the campaign, export and report tests (imported by name: a module called
``conftest`` would be ambiguous across test directories)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SMITH = [sys.executable, "-m", "smith"]
# --bool-tensors any reliably yields the known MemRefToLLVM i1 crash (counted, no finding
# directory unless --report-known), so the campaign has ok and crash verdicts; --ops 24 keeps
# programs quick.
CAMPAIGN_ARGS = ["--seed", "1", "--bool-tensors", "any", "--ops", "24", "--paths", "3"]
# With `--mlir-bin` a toolchain whose mlir-runner never ends (the `hanging_runner_bin` fixture):
# every path compiles with the real mlir-opt, then its run times out, on an idle machine as on
# a loaded one. Every program gets the verdict timeout and hits one finding directory
# (lowering deduplicates findings by signature); each takes at least 3 x 1 s.
TIMEOUT_ARGS = ["--seed", "2", "--dialects", "arith", "--ops", "24", "--paths", "3",
                "--run-timeout", "1"]


def smith(*args: str, timeout: float = 300, check: bool = True) -> subprocess.CompletedProcess:
    res = subprocess.run([*SMITH, *map(str, args)], capture_output=True, text=True,
                         timeout=timeout, env=dict(os.environ))
    if check:
        assert res.returncode == 0, (res.returncode, res.stdout, res.stderr)
    return res


def journal(d: Path) -> list[dict]:
    return [json.loads(line) for line in (d / "campaign.jsonl").read_text().splitlines()]


def finding_dirs(d: Path) -> set[str]:
    """Every finding directory on disk, as ``findings/<kind>/<name>``."""
    root = d / "findings"
    if not root.is_dir():
        return set()
    return {f"findings/{kind.name}/{f.name}" for kind in root.iterdir() for f in kind.iterdir()}


def deterministic(rec: dict) -> bool:
    """False when a path died of a signal: MLIR 22.1.8 has crashes that do not reproduce every
    run (e.g. a segfault in one-shot-bufferize's func.call analysis), so such a verdict cannot
    be compared between two campaigns."""
    return not any(p.get("status") == "signal" for p in rec.get("paths", []))


def journaled_findings(recs: list[dict]) -> dict[str, list[str]]:
    """finding directory -> ids of the journaled programs that hit it (index order)."""
    out: dict[str, list[str]] = {}
    for r in sorted(recs, key=lambda r: r["index"]):
        for rel in r["findings"]:
            out.setdefault(rel, []).append(r["id"])
    return out
