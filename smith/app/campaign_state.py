"""The state of a campaign on disk: ``campaign.json`` (:class:`CampaignConfig`, the options
and budget) and ``campaign.jsonl`` (:class:`Journal`, one line per finished program); see
:mod:`smith.app.campaign` for the directory layout."""

from __future__ import annotations

import enum
import functools
import json
import os
import re
from pathlib import Path
from typing import Any

import attrs

from ground.errors import UsageError
from ground.toolchain import find_toolchain
from lowering.passmap import load_passmap
from lowering.verdict import VerdictKind, load_known_crashes
from smith.gen_options import GenOptions
from smith.program import options_from_json


@functools.lru_cache(maxsize=4)
def _worker_env(mlir_bin: str | None):
    """Toolchain, pass map and known crashes, loaded once per worker process."""

    tc = find_toolchain(mlir_bin)
    return tc, load_passmap(tc), load_known_crashes()

CAMPAIGN_FORMAT = "smith-campaign/1"
STATE_FILE = "campaign.json"
JOURNAL_FILE = "campaign.jsonl"


class CampaignOutcome(enum.StrEnum):
    """Program outcomes of a campaign besides the lowering verdicts (:class:`VerdictKind`)."""

    GEN_ERROR = "gen-error"  # the generator failed on this seed (a bug of ours)
    ERROR = "error"  # smith failed while running the program (a bug of ours)


VERDICT_ORDER = (VerdictKind.OK, VerdictKind.CRASH, VerdictKind.WRONG_CODE,
                 VerdictKind.PASS_FAILURE, VerdictKind.INVALID_IR, VerdictKind.FLOAT_INEXACT,
                 VerdictKind.RUNTIME_CHECK_FAILED, VerdictKind.TIMEOUT, VerdictKind.INVALID,
                 *CampaignOutcome)
_DURATION = re.compile(r"(\d+(?:\.\d+)?)\s*(ms|s|sec|m|min|h|d)?", re.IGNORECASE)
_UNIT = {None: 1.0, "ms": 0.001, "s": 1.0, "sec": 1.0, "m": 60.0, "min": 60.0, "h": 3600.0,
         "d": 86400.0}


def parse_duration(text: str) -> float:
    """Seconds in a duration such as ``90s``, ``10m``, ``1h``, ``1h30m`` or ``45`` (seconds).

    Raises:
        UsageError: not a positive duration.
    """
    s = str(text).strip().replace(" ", "")
    pos, total = 0, 0.0
    for m in _DURATION.finditer(s):
        if m.start() != pos:
            break
        total += float(m.group(1)) * _UNIT[(m.group(2) or "").lower() or None]
        pos = m.end()
    if not s or pos != len(s) or total <= 0:
        raise UsageError(f"bad duration {text!r} (examples: 90s, 10m, 1h, 1h30m)")
    return total


def program_id(index: int) -> str:
    return f"prog-{index:05d}"


# --------------------------------------------------------------------------- configuration


# The keys of campaign.json's "run" object (CampaignConfig fields, RunOptions field names).
RUN_KEYS = ("paths", "compile_timeout", "run_timeout", "optimize", "report_known", "mode",
            "max_step", "opt_per_step", "variants", "feedback", "float_tolerance",
            "locate_divergence", "check", "false_alarm_check", "tv", "oracle",
            "coverage")


@attrs.frozen
class CampaignConfig:
    """What fixes a campaign's programs and verdicts (stored in ``campaign.json``).

    The lowering fields are those of ``lowering.program_run.RunOptions`` with the same names
    and defaults (``smith run``'s options), except ``time_budget``: a campaign's verdicts must
    not depend on machine speed. A ``campaign.json`` written before a field existed reads as its
    default, which is what such a campaign ran with.

    Attributes:
        seed: campaign seed; program *i* has seed ``derive_seed(seed, i)``.
        gen_options: generation options (dialects, ops, ...).
        paths: lowering paths per program (K; under ``check`` the path ``rv`` comes on top).
        compile_timeout, run_timeout: seconds per mlir-opt / mlir-runner run.
        optimize: insert optimisation passes into paths after the first (``topo`` mode).
        report_known: write finding directories for known crash signatures too.
        mode: ``"topo"`` (K whole paths drawn as random topological orders of the pass map,
            named ``d0``, ``d1``, ...) or ``"stepwise"`` (LOBE: paths built step by step on the
            IR with priority feedback, named ``s0``, ``s1``, ...; ``lowering.stepwise``).
        max_step: stepwise: conversion steps per path (LOBE's path length bound).
        opt_per_step: stepwise: recommended optimisation passes tried before each conversion
            (cf. DESIL's ``optnum_each``).
        variants: stepwise: path *i* is variant ``i % variants``; variant 0 is pure lowering,
            the others interleave optimisations (cf. DESIL's ``diffnum``).
        feedback: stepwise: priority feedback from failed steps (off: uniform choice, the LOBE
            ablation).
        float_tolerance: relative tolerance (a fraction, 0: bit-exact) for raw float output
            lines of paths with passes that may change rounding; checksum lines are always
            compared exactly.
        locate_divergence: bisect a wrong-code path for its first divergent pass (the finding's
            dedup key).
        check: runtime verification: one extra path ``rv`` per program runs MLIR's
            ``generate-runtime-verification`` (``lowering.runtime_check``); a failed check is the
            verdict ``runtime-check-failed``, its outcome the journal's ``runtime_check``.
        false_alarm_check: re-run the two paths of every wrong-code difference at
            ``mlir-runner --O0`` and without MLIR optimisation passes and classify it
            (``lowering.false_alarm``; the journal's ``false_alarm``).
        tv: translation validation of every path's steps (``judges.tv.run_steps``; the
            journal's ``tv``, refutations as ``tv-refuted`` findings).
        oracle: extra judge of every program (``tosa-ref``: the TOSA reference model, the
            journal's ``oracle`` row, its counts ``oracle`` in ``summary.json``), or None.
        coverage: record each program's rewrite-pattern coverage (the journal's ``coverage``:
            ids into ``patterns.jsonl``, ``lowering.coverage``).
        guide: None (uniform generation) or ``"coverage"``: op weights raised for ops of
            programs that applied new rewrite patterns (``smith.app.guide``; needs coverage).
        count: stop after this many programs (or None).
        seconds: stop starting programs after this much campaign time (or None).
        mlir_version: the toolchain's version when the campaign started (checked on resume).
    """

    seed: int
    gen_options: GenOptions
    paths: int = 3
    compile_timeout: float = 60.0
    run_timeout: float = 30.0
    optimize: bool = True
    report_known: bool = False
    mode: str = attrs.field(default="topo", validator=attrs.validators.in_(("topo", "stepwise")))
    max_step: int = 30
    opt_per_step: int = 1
    variants: int = 2
    feedback: bool = True
    float_tolerance: float = 0.0
    locate_divergence: bool = True
    check: bool = False
    false_alarm_check: bool = False
    tv: bool = False
    oracle: str | None = None
    coverage: bool = True
    guide: str | None = None
    count: int | None = None
    seconds: float | None = None
    mlir_version: str = "unknown"

    def to_json(self) -> dict[str, Any]:
        return {
            "format": CAMPAIGN_FORMAT,
            "seed": self.seed,
            "options": self.gen_options.to_json(),
            "run": {k: getattr(self, k) for k in RUN_KEYS},
            "budget": {"count": self.count, "seconds": self.seconds},
            "mlir_version": self.mlir_version,
        } | ({"guide": self.guide} if self.guide else {})

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CampaignConfig:
        """The configuration in ``data``; a missing "run" key takes its default.

        Raises:
            UsageError: not a campaign.
        """

        if data.get("format") != CAMPAIGN_FORMAT:
            raise UsageError(f"not a smith campaign (format {data.get('format')!r})")
        run = data.get("run", {})
        budget = data.get("budget", {})
        defaults = {f.name: f.default for f in attrs.fields(cls)}
        stored = {k: run[k] if defaults[k] is None else type(defaults[k])(run[k])
                  for k in RUN_KEYS if k in run}
        return cls(seed=int(data["seed"]), gen_options=options_from_json(data["options"]),
                   count=budget.get("count"), seconds=budget.get("seconds"),
                   mlir_version=data.get("mlir_version", "unknown"), guide=data.get("guide"),
                   **stored)


# --------------------------------------------------------------------------- the task


class Journal:
    """Append-only JSON-lines file; every append is flushed and fsync'd."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._fh = None

    def load(self) -> list[dict[str, Any]]:
        """The complete records; a torn or malformed tail (from a kill mid-write) is cut off the
        file. Duplicate indices (impossible unless the file was edited) keep the first."""
        if not self.path.exists():
            return []
        data = self.path.read_bytes()
        records, good = self._parse(data)
        if good != len(data):
            with open(self.path, "r+b") as fh:
                fh.truncate(good)
                fh.flush()
                os.fsync(fh.fileno())
        return records

    def load_readonly(self) -> list[dict[str, Any]]:
        """The complete records, leaving the file as it is (for readers such as the report)."""
        if not self.path.exists():
            return []
        return self._parse(self.path.read_bytes())[0]

    @staticmethod
    def _parse(data: bytes) -> tuple[list[dict[str, Any]], int]:
        records: list[dict[str, Any]] = []
        seen: set[int] = set()
        good = pos = 0
        while pos < len(data):
            nl = data.find(b"\n", pos)
            if nl < 0:
                break
            try:
                rec = json.loads(data[pos:nl])
                idx = int(rec["index"])
            except (ValueError, KeyError, TypeError):
                break
            if idx not in seen:
                seen.add(idx)
                records.append(rec)
            pos = good = nl + 1
        return records, good

    def append(self, record: dict[str, Any]) -> None:
        if self._fh is None:
            self._fh = open(self.path, "ab")
        self._fh.write((json.dumps(record, sort_keys=True) + "\n").encode())
        self._fh.flush()
        os.fsync(self._fh.fileno())

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None


# --------------------------------------------------------------------------- summary


def record_findings(rec: dict[str, Any]) -> list[str]:
    """The finding directories (relative to the campaign) a journal record refers to."""
    return list(rec.get("findings") or ([rec["finding"]] if rec.get("finding") else []))
