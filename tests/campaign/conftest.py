"""Shared fixture for campaign, export and report tests: one short real campaign (real
generator, real mlir-opt / mlir-runner), run once per session through the command line."""

from __future__ import annotations

from pathlib import Path

import pytest
from campaign_helpers import CAMPAIGN_ARGS, TIMEOUT_ARGS, smith


@pytest.fixture(scope="session")
def campaign_dir(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("campaign") / "c"
    smith("campaign", *CAMPAIGN_ARGS, "--count", "6", "--jobs", "2", "--out", d,
          "--no-progress")
    return d


@pytest.fixture(scope="session")
def timeout_dir(tmp_path_factory, hanging_runner_bin) -> Path:
    """Every path of every program times out at run time (an mlir-runner that never ends)."""
    d = tmp_path_factory.mktemp("campaign") / "t"
    smith("campaign", *TIMEOUT_ARGS, "--mlir-bin", hanging_runner_bin, "--count", "3",
          "--jobs", "2", "--out", d, "--no-progress")
    return d
