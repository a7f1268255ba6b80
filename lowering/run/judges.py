"""The one interface of the judges of a program's run (``smith run`` / ``smith campaign``
``--judge NAME``): a :class:`Judge` has a name, says which programs it applies to
(:meth:`Judge.applies`), what it needs from the run (:class:`Need`) and gives a verdict (a
:class:`Judgement`: a JSON object, the entry of ``verdicts.jsonl`` and the journal, and the
finding directories it recorded in the run's :class:`lowering.findings.store.FindingStore`, the one
finding layout of every judge). Judges are registered by name (:func:`register`,
:data:`JUDGES`), as ``ubfix`` rules, generation families and mutation operators are.

Why here, in ``lowering``: the run (:func:`lowering.run.program.run_program`) calls judges at
the points of the run their :class:`Need` names, so it must know the protocol; imports run
downward only (``tests/test_layers.py``: lowering < judges < smith.app), so the protocol and the
registry live in lowering, the judges of lowering itself (``check``, ``false-alarm``:
:mod:`lowering.run.builtin_judges`) register here when the run's module is imported, and the judges
of
the ``judges`` package (``tv``, ``tosa-ref``) register when :mod:`judges.registered` is
imported, which the command line and the campaign worker (``smith.app``) do. ``run_program``
builds the judges of a program from the registry by the names its options give
(:func:`make_judges`, :meth:`lowering.run_options.RunOptions.judges`) and closes them after it,
or takes the judge objects a caller built (a test's validator with a longer solver limit):
lowering never imports the judges package, a judge it was not given and cannot find registered
is a one-line error.

The verdict entries keep the journal keys they had before the judges were registered
(:attr:`Judge.key`: ``runtime_check``, ``false_alarm``, ``tv``, ``oracle``) and ``summary.json``
its keys (:attr:`Judge.summary_key`), so old campaign directories load and read the same.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar, Protocol

import attrs

from ground.errors import UsageError
from ground.toolchain import Toolchain
from lowering.coverage import Collector
from lowering.execute import PathResult
from lowering.findings.store import FindingStore
from lowering.optrec import OptRecommender
from lowering.passmap import PassMap
from lowering.run_options import RunOptions


class Need(enum.StrEnum):
    """What a judge needs from a run, which is also when the run calls it (in this order)."""

    #: a path of its own, lowered and run beside the program's paths (its result is judged with
    #: theirs, ``lowering.verdict``); the verdict is given once every path ran
    PATH = "path"
    #: the two paths (reference, divergent) of a wrong-code difference, before its finding is
    #: written (the verdict goes into the finding's ``meta.json`` under :attr:`Judge.key`)
    DIFFERENCE = "difference"
    #: the passes of every path, once the paths ran
    STEPS = "steps"
    #: the program text alone (its own tools), after the run
    PROGRAM = "program"


@attrs.frozen
class JudgeSetup:
    """What a judge is built from (:meth:`Judge.from_setup`, once per program in a worker).

    Attributes:
        toolchain: mlir-opt and mlir-runner of the run.
        options: the run's options (time limits, ``report_known``).
    """

    toolchain: Toolchain
    options: RunOptions


@attrs.frozen
class Subject:
    """What a judge sees of one program's run.

    Attributes:
        text, program_id: the program.
        options, toolchain, passmap, rec: the run's options, tools, pass map and optimisation
            table (None: the default table).
        store: the run's finding store: every finding of a judge is recorded there.
        work: the program's scratch directory (tools run there; removed after the program
            unless ``options.keep_work``).
        verified: ``mlir-opt`` verified the program (its paths were lowered).
        results: the path results so far (:data:`Need.PATH`: every path, its own included).
        difference: ``(reference, divergent)`` of a wrong-code difference
            (:data:`Need.DIFFERENCE`).
        known_id: the known bug id the run gave that difference (confirmed), or None.
        coverage: the run's rewrite-pattern collector for the judge's own path, or None.
    """

    text: str
    program_id: str
    options: RunOptions
    toolchain: Toolchain
    passmap: PassMap
    store: FindingStore
    work: Path
    verified: bool = True
    results: tuple[PathResult, ...] = ()
    difference: tuple[PathResult, PathResult] | None = None
    known_id: str | None = None
    rec: OptRecommender | None = None
    coverage: Collector | None = None


@attrs.frozen
class Judgement:
    """A judge's verdict on one program: ``entry`` (JSON; its journal entry under
    :attr:`Judge.key`) and the finding directories it recorded in the run's store."""

    entry: dict[str, Any]
    findings: tuple[Path, ...] = ()


class Judge(Protocol):
    """A judge of the programs of a run. Subclass it (the defaults below) and register the
    class with :func:`register`.

    Class attributes:
        name: the registry name (``--judge NAME``).
        needs: what it needs from the run (:class:`Need`).
        key: the journal / ``verdicts.jsonl`` key of its verdict entry.
        summary_key: its key in ``summary.json``.
    """

    name: ClassVar[str]
    needs: ClassVar[Need]
    key: ClassVar[str]
    summary_key: ClassVar[str]

    @classmethod
    def from_setup(cls, setup: JudgeSetup) -> Judge:
        """The judge of one program of a run of ``setup`` (default: one that needs nothing
        from the setup).

        Raises:
            UsageError: a tool the judge needs is missing (one line, exit 2).
        """
        return cls()

    def applies(self, subject: Subject) -> bool:
        """Whether the judge judges this program (default: one ``mlir-opt`` verified)."""
        return subject.verified

    def own_path(self, subject: Subject) -> PathResult:
        """The judge's own path, lowered and run (:data:`Need.PATH` only)."""
        raise NotImplementedError(f"judge {self.name} has no path of its own")

    def judge(self, subject: Subject) -> Judgement:
        """The verdict on ``subject``; findings recorded in ``subject.store``. Never raises on
        a compiler or model failure (that is a verdict)."""
        ...

    @staticmethod
    def summarize(entries: Sequence[tuple[str, dict]]) -> dict:
        """``summary.json``'s entry over ``(program id, verdict entry)`` pairs."""
        ...

    def close(self) -> None:
        """Release what the judge holds (worker processes); called after the program."""
        return None


#: judge name -> judge class, in registration order
JUDGES: dict[str, type[Judge]] = {}
#: the order the judges of each :class:`Need` are called and their entries listed
NEED_ORDER = tuple(Need)


def register(cls: type[Judge]) -> type[Judge]:
    """Register the judge class ``cls`` under ``cls.name`` (a class decorator).

    Raises:
        ValueError: a judge of that name is registered already.
    """
    if cls.name in JUDGES:
        raise ValueError(f"judge {cls.name} registered twice")
    JUDGES[cls.name] = cls
    return cls


def judge_class(name: str) -> type[Judge]:
    """The judge class registered under ``name``.

    Raises:
        UsageError: no judge of that name (the registered ones are named).
    """
    if name not in JUDGES:
        raise UsageError(f"no judge {name!r} (judges: {', '.join(JUDGES) or 'none'})")
    return JUDGES[name]


def make_judges(names: Iterable[str], setup: JudgeSetup) -> list[Judge]:
    """The judges ``names`` built for one program, in the order the run calls them (by
    :class:`Need`, then as given).

    Raises:
        UsageError: an unknown name, or a judge's tools are missing.
    """
    classes = [judge_class(n) for n in names]
    classes.sort(key=lambda c: NEED_ORDER.index(c.needs))
    return [c.from_setup(setup) for c in classes]


def journal_entries(judged: Mapping[str, dict]) -> dict[str, dict]:
    """``{journal key: verdict entry}`` of ``{judge name: verdict entry}`` (a name not
    registered keeps its name as its key)."""
    return {(JUDGES[n].key if n in JUDGES else n): e for n, e in judged.items()}


def judged_of(record: Mapping[str, Any]) -> dict[str, dict]:
    """``{judge name: verdict entry}`` of a journal record or ``verdicts.jsonl`` line (the
    inverse of :func:`journal_entries` for the registered judges; old journals included: the
    keys did not change)."""
    return {n: record[c.key] for n, c in JUDGES.items() if record.get(c.key) is not None}
