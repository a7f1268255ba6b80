"""Shared fixtures for campaign, export and report tests: one short real campaign (real
generator, real mlir-opt / mlir-runner), run once per session through the command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SMITH = [sys.executable, "-m", "smith"]
# --bool-tensors any reliably yields the known MemRefToLLVM i1 crash, so the campaign has both
# ok programs and findings; --ops 24 keeps programs quick.
CAMPAIGN_ARGS = ["--seed", "1", "--bool-tensors", "any", "--ops", "24", "--paths", "3"]


def smith(*args: str, timeout: float = 300, check: bool = True) -> subprocess.CompletedProcess:
    res = subprocess.run([*SMITH, *map(str, args)], capture_output=True, text=True,
                         timeout=timeout, env=dict(os.environ))
    if check:
        assert res.returncode == 0, (res.returncode, res.stdout, res.stderr)
    return res


def journal(d: Path) -> list[dict]:
    return [json.loads(line) for line in (d / "campaign.jsonl").read_text().splitlines()]


def finding_dirs(d: Path) -> dict[str, str]:
    """program id -> verdict kind, for every finding directory on disk."""
    out: dict[str, str] = {}
    root = d / "findings"
    if root.is_dir():
        for kind in root.iterdir():
            for f in kind.iterdir():
                assert f.name not in out, f"{f.name} has two finding directories"
                out[f.name] = kind.name
    return out


@pytest.fixture(scope="session")
def campaign_dir(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("campaign") / "c"
    smith("campaign", *CAMPAIGN_ARGS, "--count", "6", "--jobs", "2", "--out", d,
          "--no-progress")
    return d
