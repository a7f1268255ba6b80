"""The state of a campaign on disk: ``campaign.json`` (:class:`CampaignConfig`, the options
and budget) and ``campaign.jsonl`` (:class:`Journal`, one line per finished program); see
:mod:`smith.app.campaign` for the directory layout."""

from __future__ import annotations

import enum
import json
import os
import re
from pathlib import Path
from typing import Any

import attrs

import smith
from ground.errors import UsageError
from ground.fsutil import atomic_write_json
from lowering.run.program import RunOptions
from lowering.verdict import VerdictKind
from smith.app.records import JournalRecord
from smith.gen.gen_options import GenOptions
from smith.gen.program import options_from_json

CAMPAIGN_FORMAT = "smith-campaign/1"
STATE_FILE = "campaign.json"
JOURNAL_FILE = "campaign.jsonl"


class CampaignOutcome(enum.StrEnum):
    """Program outcomes of a campaign besides the lowering verdicts (:class:`VerdictKind`)."""

    GEN_ERROR = "gen-error"  # the generator failed on this seed (a bug of ours)
    ERROR = "error"  # smith failed while running the program (a bug of ours)
    # a corpus file (smith run) that does not parse or verify and that smith did not write:
    # bad input, not run, never a finding; its first error is the record's signature
    SKIPPED_INPUT = "skipped-input"
    # a mutant (or, when it cannot be mutated, the seed itself) of a pipeline seed (manifest
    # "harnessed": false): run only along its origin test's pipelines, a crash-only test with
    # no lowering path and no differential run (counts in origin_runs; a crash is a finding)
    ORIGIN_ONLY = "origin-only"


VERDICT_ORDER = (VerdictKind.OK, VerdictKind.CRASH, VerdictKind.WRONG_CODE,
                 VerdictKind.UNINIT_READ, VerdictKind.PASS_FAILURE, VerdictKind.INVALID_IR,
                 VerdictKind.FLOAT_INEXACT, VerdictKind.RUNTIME_CHECK_FAILED,
                 VerdictKind.TIMEOUT, VerdictKind.INVALID, *CampaignOutcome)
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


@attrs.frozen
class Budget:
    """When a campaign stops starting programs: after ``count`` programs, after ``seconds`` of
    campaign time (summed over sessions), or (both None) never."""

    count: int | None = None
    seconds: float | None = None


@attrs.frozen
class CampaignConfig:
    """What fixes a campaign's programs and verdicts (stored in ``campaign.json``).

    A campaign generates its programs (``gen`` set: ``smith campaign``) or runs the programs of
    an existing corpus (``corpus`` set: ``smith run``); everything else is the same driver
    (:mod:`smith.app.campaign`). A ``campaign.json`` written before a field existed reads as
    its default, which is what such a campaign ran with.

    Attributes:
        seed: campaign seed; program *i* of a generating campaign has seed
            ``derive_seed(seed, i)``; ``run.seed`` (the seed of every program's paths) equals
            it in a generating campaign.
        gen: generation options (dialects, ops, ...), or None for a run over ``corpus``.
        run: the lowering options of every program
            (:class:`lowering.run_options.RunOptions`, its stepwise knobs inside).
        budget: count and time budget.
        mlir_version: the toolchain's version when the campaign started (checked on resume).
        corpus: the corpus directory a run reads its programs from (None: generated).
        guide: None (uniform generation) or ``"coverage"``: op weights and generation knobs
            scheduled by the new rewrite patterns programs apply (``smith.app.guide``; needs
            ``run.coverage``); stored in ``campaign.json`` only when set.
        seeds: a seed corpus directory (``smith campaign --seeds``): every other program is
            a mutant of one of its programs (``smith.app.seed_pick``); stored only when set.
        seed_pipelines: with ``seeds``, a mutant is also run along its seed's origin test
            pipelines (``smith.app.origin_runs``); stored with ``seeds`` (a campaign.json
            written before it existed reads as False: such a campaign did not run them).
        seed_order: with ``seeds``, how mutants take their seeds (``smith.app.seed_pick``):
            ``"first-pass"`` (every seed once, in a permutation, then drawn) or ``"uniform"``
            (always drawn); stored with ``seeds`` (a campaign.json written before it existed
            reads as ``"uniform"``: what such a campaign did).
    """

    seed: int
    gen: GenOptions | None
    run: RunOptions = attrs.field(factory=RunOptions)
    budget: Budget = attrs.field(factory=Budget)
    mlir_version: str = "unknown"
    corpus: str | None = None
    guide: str | None = None
    seeds: str | None = None
    seed_pipelines: bool = False
    seed_order: str = "first-pass"

    def to_json(self) -> dict[str, Any]:
        out = {
            "format": CAMPAIGN_FORMAT,
            "seed": self.seed,
            "run": self.run.to_json(),
            "budget": attrs.asdict(self.budget),
            "mlir_version": self.mlir_version,
        }
        if self.gen is not None:
            out["options"] = self.gen.to_json()
        if self.corpus is not None:
            out["corpus"] = self.corpus
        if self.guide is not None:
            out["guide"] = self.guide
        if self.seeds is not None:
            out["seeds"] = self.seeds
            out["seed_pipelines"] = self.seed_pipelines
            out["seed_order"] = self.seed_order
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CampaignConfig:
        """The configuration in ``data``; a missing "run" key takes its default, a "run"
        without a seed (a generating campaign's) takes the campaign seed.

        Raises:
            UsageError: not a campaign.
        """

        if data.get("format") != CAMPAIGN_FORMAT:
            raise UsageError(f"not a smith campaign (format {data.get('format')!r})")
        seed = int(data["seed"])
        budget = data.get("budget", {})
        gen = options_from_json(data["options"]) if "options" in data else None
        return cls(seed=seed, gen=gen,
                   run=RunOptions.from_json({"seed": seed} | data.get("run", {})),
                   budget=Budget(budget.get("count"), budget.get("seconds")),
                   mlir_version=data.get("mlir_version", "unknown"), corpus=data.get("corpus"),
                   guide=data.get("guide"), seeds=data.get("seeds"),
                   seed_pipelines=bool(data.get("seed_pipelines", False)),
                   seed_order=str(data.get("seed_order",
                                           "uniform" if data.get("seeds") else "first-pass")))


def write_state(out: Path, config: CampaignConfig) -> None:
    """Write ``out/campaign.json`` for a new campaign or run: ``config``, this smith version,
    no sessions yet."""
    atomic_write_json(out / STATE_FILE, config.to_json() | {"smith_version": smith.__version__,
                                                            "sessions": []})


def load_campaign(out: str | Path) -> tuple[CampaignConfig, dict[str, Any]]:
    """The configuration and raw state of the campaign in ``out``.

    Raises:
        UsageError: no campaign there.
    """
    f = Path(out) / STATE_FILE
    if not f.is_file():
        raise UsageError(f"{out} holds no campaign ({STATE_FILE} missing)")
    try:
        state = json.loads(f.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise UsageError(f"{f}: unreadable ({exc})") from None
    return CampaignConfig.from_json(state), state


# --------------------------------------------------------------------------- the task


class Journal:
    """Append-only JSON-lines file; every append is flushed and fsync'd."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._fh = None

    def load(self) -> list[JournalRecord]:
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

    def load_readonly(self) -> list[JournalRecord]:
        """The complete records, leaving the file as it is (for readers such as the report)."""
        if not self.path.exists():
            return []
        return self._parse(self.path.read_bytes())[0]

    @staticmethod
    def _parse(data: bytes) -> tuple[list[JournalRecord], int]:
        records: list[JournalRecord] = []
        seen: set[int] = set()
        good = pos = 0
        while pos < len(data):
            nl = data.find(b"\n", pos)
            if nl < 0:
                break
            try:
                raw = json.loads(data[pos:nl])
                idx = int(raw["index"])
                rec = JournalRecord.from_json(raw)
            except (ValueError, KeyError, TypeError):
                break
            if idx not in seen:
                seen.add(idx)
                records.append(attrs.evolve(rec, index=idx))
            pos = good = nl + 1
        return records, good

    def append(self, record: JournalRecord) -> None:
        """Append ``record`` as one line (``JournalRecord.to_json``, keys sorted)."""
        if self._fh is None:
            self._fh = open(self.path, "ab")
        self._fh.write((json.dumps(record.to_json(), sort_keys=True) + "\n").encode())
        self._fh.flush()
        os.fsync(self._fh.fileno())

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None


# --------------------------------------------------------------------------- summary


def record_findings(rec: JournalRecord) -> list[str]:
    """The finding directories (relative to the campaign) a journal record refers to."""
    return list(rec.findings or ([rec.finding] if rec.finding else []))
