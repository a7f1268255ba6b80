"""The records that cross a campaign's process boundaries (:mod:`smith.app.executors`) and its
journal (``campaign.jsonl``, :class:`smith.app.campaign_state.Journal`): the task of one program
(:class:`Task`: generated, a mutant of a seed, or a corpus file), what its worker hands back
(:class:`TaskResult`) and the journal line (:class:`JournalRecord`).

Each is an attrs record (picklable, so a process pool or a Dask worker takes it as it is) with
one ``to_json``/``from_json``: ``from_json(r.to_json()) == r``. The journal's JSON layout is the
one smith has always written (the keys below, in the order they were found: the journal sorts
them, ``verdicts.jsonl`` does not), so a journal written before these records loads, and the
same campaign writes the same bytes.
"""

from __future__ import annotations

import base64
from typing import Any

import attrs

from ground.release import Release
from lowering.coverage import Coverage
from lowering.run_options import RunOptions
from smith.gen.gen_options import GenOptions
from smith.gen.program import options_from_json

# --------------------------------------------------------------------------- the task


@attrs.frozen
class CorpusProgram:
    """A corpus file a task runs (``smith run``): its program id, ``file`` (relative to the run
    directory), ``name`` (relative to its corpus, for messages), its ``text`` (None: not UTF-8,
    a skipped input; the text travels with the task, so a worker needs no shared file system),
    the ``sha256`` of its bytes and the hash its corpus manifest lists (``listed_sha256``:
    what smith wrote), if any."""

    id: str
    file: str
    name: str
    text: str | None
    sha256: str
    listed_sha256: str | None = None

    def to_json(self) -> dict[str, Any]:
        return attrs.asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CorpusProgram:
        return cls(id=data["id"], file=data["file"], name=data.get("name") or data["file"],
                   text=data.get("text"), sha256=data["sha256"],
                   listed_sha256=data.get("listed_sha256"))


@attrs.frozen
class MutantSeed:
    """The seed a mutant task mutates (``smith campaign --seeds``, :mod:`smith.app.seed_pick`):
    its file (absolute), the mutation's draw seed and, under ``--seed-pipelines``, the origin
    test's pipelines (``{"file", "pipelines"}``, :mod:`smith.app.seed_pipelines`) or None;
    ``calibrate``: the seed's first-pass visit (the unmutated seed also runs along the origin
    pipelines); ``harnessed`` False: a pipeline seed (the program runs only along them)."""

    seed_file: str
    draw_seed: int
    origin: dict[str, Any] | None = None
    calibrate: bool = False
    harnessed: bool = True

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seed_file": self.seed_file, "draw_seed": self.draw_seed}
        if self.origin is not None:
            out["origin"] = self.origin
        if self.calibrate:
            out["calibrate"] = True
        if not self.harnessed:
            out["harnessed"] = False
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> MutantSeed:
        return cls(seed_file=str(data["seed_file"]), draw_seed=int(data["draw_seed"]),
                   origin=data.get("origin"), calibrate=bool(data.get("calibrate", False)),
                   harnessed=data.get("harnessed", True) is not False)


@attrs.frozen
class Task:
    """One program of a campaign or run, as a worker (:func:`smith.app.tasks.run_one`) takes it.

    Attributes:
        index: the program's index in the campaign.
        seed: the campaign seed (a generated program's seed is ``derive_seed(seed, index)``).
        mlir_version: the campaign's MLIR version (written into a generated program's header).
        release: the MLIR release the command line resolved (:class:`ground.release.Release`:
            tools, runner libraries, specs directory), or None in a record made by hand.
        run: the lowering options of the program.
        options: generation options (a generated program: ``smith campaign``), else None.
        program: the corpus file to run (``smith run``), else None.
        mutate: the seed to mutate (odd indices under ``--seeds``), else None.
        guide_knobs: the generation knob values ``--guide coverage`` drew (journaled).
        located: the first divergent passes the campaign located so far, in order.
        confirmed: the known-id decisions the campaign made so far, ``{kind: {signature:
            [known id, near miss]}}`` (``lowering.findings.confirm``).
    """

    index: int
    seed: int
    mlir_version: str
    run: RunOptions
    release: Release | None = None
    options: GenOptions | None = None
    program: CorpusProgram | None = None
    mutate: MutantSeed | None = None
    guide_knobs: dict[str, Any] | None = None
    located: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    confirmed: dict[str, dict[str, list]] | None = None

    def to_json(self) -> dict[str, Any]:
        """The task as JSON (``options``/``program``/``mutate``/``guide_knobs``/``confirmed``
        only when set)."""
        out: dict[str, Any] = {"index": self.index, "seed": self.seed,
                               "mlir_version": self.mlir_version,
                               "release": self.release.to_json() if self.release else None,
                               "run": self.run.to_json(), "located": list(self.located)}
        for key, val in (("options", self.options), ("program", self.program),
                         ("mutate", self.mutate)):
            if val is not None:
                out[key] = val.to_json()
        if self.guide_knobs is not None:
            out["guide_knobs"] = dict(self.guide_knobs)
        if self.confirmed is not None:
            out["confirmed"] = self.confirmed
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Task:
        """The task in ``data`` (:meth:`to_json`). Raises KeyError/ValueError when malformed."""
        return cls(index=int(data["index"]), seed=int(data["seed"]),
                   mlir_version=data["mlir_version"],
                   release=Release.from_json(data["release"]) if data.get("release") else None,
                   run=RunOptions.from_json(data["run"]),
                   options=options_from_json(data["options"]) if data.get("options") else None,
                   program=CorpusProgram.from_json(data["program"])
                   if data.get("program") else None,
                   mutate=MutantSeed.from_json(data["mutate"]) if data.get("mutate") else None,
                   guide_knobs=data.get("guide_knobs"), located=tuple(data.get("located") or ()),
                   confirmed=data.get("confirmed"))


# --------------------------------------------------------------------------- the journal record

@attrs.frozen
class JournalRecord:
    """One line of a campaign's journal (``campaign.jsonl``): one finished program.

    Every field is a journal key of the same name. A field is None when its key is absent from
    the line (absence carries meaning: a record written before the key existed, or an outcome
    that has no such key, e.g. a ``gen-error`` has no paths run) or null. ``keys`` lists the
    line's keys in the order they were set (a listed key whose value is None is written as
    null; a field set but not listed follows in field order), so a line reads back and writes
    out byte for byte. Keys this smith does not know (a newer smith's, or a field a new
    ``ProgramReport`` adds) are kept in ``extra`` and written back as they were.

    Program: ``index``, ``id``, ``seed`` (a generated program's), ``file`` (relative to the
    campaign or run directory; null when the generator or smith failed), ``sha256``,
    ``features`` (``smith.app.export.program_features``), ``op_histogram``,
    ``type_histogram``, ``ubfix_hits``, ``rejected``, ``op_weights``/``type_weights``/
    ``guide_knobs`` (``--guide coverage``), ``mutation`` (``{"seed_file", "draw_seed",
    "operators"}``) or ``mutation_discarded`` (``{"seed_file", "reason"}``), ``idioms``
    (``--idioms``: rewrite-pattern idiom name -> times built).

    Verdict (``lowering.run.report.ProgramReport.to_json``): ``verdict``, ``signature``,
    ``known``, ``known_id``, ``crash_kind``, ``paths_tried``, ``paths_lowered``, ``stops``,
    ``paths`` (per path: name, stage, status, seconds, pipeline, passes), ``runtime_check``,
    ``false_alarm``, ``divergence``, ``tv``, ``oracle``, ``locate``, ``near_miss``,
    ``confirm``, ``coverage`` (pattern ids of ``patterns.jsonl``: ``{"applied",
    "unapplied"}``).

    Findings: ``signatures``, ``findings`` (finding directories, relative), ``finding`` (the
    first), ``finding_hits`` (``[{"kind", "hash", "signature", "known_id", "near_miss"}]``),
    ``known_hits`` (``[{"id", "kind", "signatures"}]``), ``origin_runs`` (a mutant's runs along
    its origin test's pipelines, :mod:`smith.app.origin_runs`), ``seed_runs`` (the same
    counts for the unmutated seed on its first-pass visit: its calibration).

    A program whose worker process died (verdict ``error``): ``worker_died`` (``{"ending",
    "in_flight", "mutation"}``, :func:`smith.app.task_errors.died_record`).

    Times (seconds): ``gen_seconds``, ``run_seconds``, ``elapsed`` (campaign time when the
    program was journaled).
    """

    index: int | None = None  # None only for a verdicts.jsonl line of an older run
    id: str | None = None
    seed: int | None = None
    file: str | None = None
    sha256: str | None = None
    features: dict[str, Any] | None = None
    op_histogram: dict[str, int] | None = None
    type_histogram: dict[str, int] | None = None
    ubfix_hits: dict[str, int] | None = None
    rejected: list[Any] | None = None
    op_weights: dict[str, float] | None = None
    type_weights: dict[str, float] | None = None
    guide_knobs: dict[str, Any] | None = None
    mutation: dict[str, Any] | None = None
    mutation_discarded: dict[str, Any] | None = None
    idioms: dict[str, int] | None = None
    verdict: str | None = None
    signature: str | None = None
    known: bool | None = None
    known_id: str | None = None
    crash_kind: str | None = None
    paths_tried: int | None = None
    paths_lowered: int | None = None
    stops: list[str] | None = None
    paths: list[dict[str, Any]] | None = None
    runtime_check: dict[str, Any] | None = None
    false_alarm: dict[str, Any] | None = None
    divergence: str | None = None
    tv: dict[str, Any] | None = None
    oracle: dict[str, Any] | None = None
    locate: dict[str, Any] | None = None
    near_miss: dict[str, Any] | None = None
    confirm: list[dict[str, Any]] | None = None
    coverage: dict[str, list[int]] | None = None
    signatures: list[str] | None = None
    findings: list[str] | None = None
    finding: str | None = None
    finding_hits: list[dict[str, Any]] | None = None
    known_hits: list[dict[str, Any]] | None = None
    origin_runs: dict[str, Any] | None = None
    seed_runs: dict[str, Any] | None = None
    worker_died: dict[str, Any] | None = None
    gen_seconds: float | None = None
    run_seconds: float | None = None
    elapsed: float | None = None
    keys: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    extra: dict[str, Any] = attrs.field(factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The line's object: the keys of ``keys`` in their order (fields and ``extra``), then
        the fields set but not listed, then the rest of ``extra``."""
        own = {k: v for k, v in attrs.asdict(self, recurse=False).items() if k in _FIELDS}
        out = {k: own[k] if k in own else self.extra[k] for k in self.keys
               if k in own or k in self.extra}
        out |= {k: v for k, v in own.items() if v is not None and k not in out}
        return out | {k: v for k, v in self.extra.items() if k not in out}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> JournalRecord:
        """The record of a journal line (or of a ``verdicts.jsonl`` line, which has no
        ``index``), its keys in their order. Keys this smith does not know go to ``extra``.
        Raises TypeError when ``data`` is not a JSON object."""
        if not isinstance(data, dict):
            raise TypeError(f"a journal record is a JSON object, not {type(data).__name__}")
        return cls(**{k: v for k, v in data.items() if k in _FIELDS}, keys=tuple(data),
                   extra={k: v for k, v in data.items() if k not in _FIELDS})

    def with_(self, **changes: Any) -> JournalRecord:
        """This record with ``changes`` (a new key goes last; a None value is written as
        null)."""
        return attrs.evolve(self, **changes,
                            keys=self.keys + tuple(k for k in changes if k not in self.keys))


_FIELDS = frozenset(f.name for f in attrs.fields(JournalRecord)) - {"keys", "extra"}


# --------------------------------------------------------------------------- the result


@attrs.frozen
class FindingFiles:
    """One finding directory a worker built in its scratch directory: ``dir`` relative to the
    campaign (``findings/<kind>/<name>``) and its files, ``(name, mode, bytes)``."""

    dir: str
    files: tuple[tuple[str, int, bytes], ...] = attrs.field(converter=tuple)

    def to_json(self) -> dict[str, Any]:
        """``{"dir", "files": [[name, mode, base64 of the bytes]]}``."""
        return {"dir": self.dir, "files": [[n, m, base64.b64encode(b).decode("ascii")]
                                           for n, m, b in self.files]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> FindingFiles:
        return cls(data["dir"], tuple((n, int(m), base64.b64decode(b))
                                      for n, m, b in data["files"]))


@attrs.frozen
class TaskResult:
    """What a worker hands back for one :class:`Task`, for the client to write: the journal
    ``record`` (without ``elapsed`` and ``coverage``: the client sets them), the program
    ``text`` (None for a corpus program, already on disk, or when the generator failed), the
    finding directories and the rewrite patterns by name (None without coverage; the client
    numbers them campaign-wide in ``patterns.jsonl``)."""

    record: JournalRecord
    text: str | None = None
    findings: tuple[FindingFiles, ...] = attrs.field(default=(), converter=tuple)
    coverage: Coverage | None = None

    def to_json(self) -> dict[str, Any]:
        return {"record": self.record.to_json(), "text": self.text,
                "findings": [f.to_json() for f in self.findings],
                "coverage": self.coverage.to_json() if self.coverage is not None else None}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TaskResult:
        cov = data.get("coverage")
        return cls(JournalRecord.from_json(data["record"]), data.get("text"),
                   tuple(FindingFiles.from_json(f) for f in data.get("findings") or ()),
                   Coverage.from_json(cov) if cov is not None else None)
