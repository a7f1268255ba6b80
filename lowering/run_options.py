"""The options of one program's run (``smith run`` / ``smith campaign``): paths, time limits,
localisation, coverage, isolation, stepwise knobs (``RunOptions``), flat in ``campaign.json``."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from ground.draw import derive_seed
from ground.errors import UsageError
from lowering.stepwise import StepwiseOptions

LOCATE_MODES = ("first", "all", "none")

#: judge name (``--judge NAME``, ``lowering.run.judges``) -> the :class:`RunOptions` field that
#: asks for it: the fields ``campaign.json`` has kept since before the judges were registered
#: (``--check``, ``--false-alarm-check``, ``--tv``, ``--oracle tosa-ref``), so old campaign
#: directories resume with the same judges; a new judge adds its field here.
JUDGE_FIELDS = {"check": "check", "false-alarm": "false_alarm_check", "tv": "tv",
                "tosa-ref": "oracle"}


#: how much rewrite-pattern coverage a program records (``RunOptions.coverage``), each mode
#: with what it records
COVERAGE_MODES = {"all": "every path of every program", "sampled": "one path per program",
                  "off": "nothing"}


def coverage_mode(value: str | bool) -> str:
    """``coverage`` of a value: a mode, or the boolean of older options (True: every path,
    what ``--coverage`` recorded before it took a mode)."""
    if isinstance(value, bool):
        return "all" if value else "off"
    return value


def sampled_path(seed: int, program_id: str, n: int) -> int:
    """The index (0 <= i < ``n``) of the one path whose ``mlir-opt`` run records coverage under
    ``coverage == "sampled"``: drawn from the run's seed and the program, so the same seed
    samples the same paths, and over a campaign every path index (the pure lowering path 0,
    the optimised ones) is sampled alike."""
    return derive_seed(seed, "coverage", program_id) % n


def _locate_mode(value: str | bool) -> str:
    """``locate_divergence`` of a value: a mode, or the boolean of older options."""
    if isinstance(value, bool):
        return "first" if value else "none"
    return value


@attrs.frozen
class RunOptions:
    """Options that fix the verdict of one program (``smith run`` and ``smith campaign``; the
    ``run`` object of ``campaign.json``, flattened by :meth:`to_json`).

    Attributes:
        paths: K, the number of distinct random lowering paths per program (>= 1).
        seed: run (or campaign) seed; each program's paths come from
            ``derive_seed(seed, "paths", id)``.
        compile_timeout: seconds per mlir-opt run (and for the verification run).
        run_timeout: seconds per mlir-runner run.
        optimize: insert recommended optimisation passes into paths after the first.
        keep_work: keep ``<out>/work/<id>/`` (lowered files, MLIR bytecode under the worker
            isolation) after each program.
        mode: ``"topo"`` (K whole paths drawn as random topological orders, one
            ``--pass-pipeline`` each) or ``"stepwise"`` (LOBE: paths built step by step on the
            IR with priority feedback, see ``lowering.stepwise``).
        stepwise: the stepwise knobs (:class:`lowering.stepwise.StepwiseOptions`).
        float_tolerance: relative tolerance for float output lines of non-bit-exact paths (0:
            bit-exact; smith's checksum lines are integers and never compared loosely).
        locate_divergence: how wrong-code paths are bisected for their first divergent pass
            (the dedup key): ``"all"`` every one, ``"first"`` (default) every one but those
            whose divergent path has a pass an earlier program of the run located (``located``
            of :func:`run_program`), confirmed by two probes instead (a binary search when
            that fails), ``"none"`` no bisection. ``True``/``False`` (older files) read as
            ``"first"``/``"none"``.
        report_known: write finding directories for known crash signatures too.
        check: runtime verification mode: one extra path ``rv`` per program runs MLIR's
            ``generate-runtime-verification`` (``lowering.runtime_check``); a failed check is
            the verdict ``runtime-check-failed``.
        false_alarm_check: classify every wrong-code difference by re-running the two
            differing paths without LLVM optimisation (``mlir-runner --O0``) and without MLIR
            optimisation passes (``lowering.findings.false_alarm``).
        entry: the function mlir-runner calls in every program (no arguments, no results;
            checked before any lowering).
        tv: translation validation of every path's steps (``--tv``; the judge ``tv``,
            ``judges.tv.run_steps``).
        oracle: name of the extra judge run on every program (``tosa-ref``: the TOSA
            reference model, ``judges.tosa_ref.run_judge``).

    ``check``, ``false_alarm_check``, ``tv`` and ``oracle`` ask for the judges of the run
    (:attr:`judges`, ``--judge NAME``, ``lowering.run.judges``; :data:`JUDGE_FIELDS`): the
    fields ``campaign.json`` keeps, so old campaign directories resume as they ran.
        isolation: how mlir-opt and mlir-runner run (``ground.compiler.ISOLATIONS``):
            ``"worker"`` (in process in the compiler worker; a step whose worker dies or that
            it cannot reproduce exactly runs as a subprocess, and its path record says so) or
            ``"subprocess"``.
        coverage: collect the rewrite patterns mlir-opt tries and applies
            (``lowering.coverage``; quietly nothing when the toolchain does not print them,
            e.g. MLIR 21 or a build without assertions): ``"all"``, every mlir-opt run of the
            program's paths (the check path included); ``"sampled"``, the run of one path
            (:func:`sampled_path` of the topo paths and the check path; stepwise paths share
            cached steps, so stepwise collects all); ``"off"``, none. A boolean (older
            ``campaign.json``) is ``"all"`` or ``"off"``.
    """

    paths: int = attrs.field(default=3, validator=attrs.validators.ge(1))
    seed: int = 0
    compile_timeout: float = 60.0
    run_timeout: float = 30.0
    optimize: bool = True
    keep_work: bool = False
    mode: str = attrs.field(default="topo", validator=attrs.validators.in_(("topo", "stepwise")))
    stepwise: StepwiseOptions = attrs.field(factory=StepwiseOptions)
    float_tolerance: float = 0.0
    locate_divergence: str = attrs.field(default="first", converter=_locate_mode,
                                         validator=attrs.validators.in_(LOCATE_MODES))
    report_known: bool = False
    check: bool = False
    false_alarm_check: bool = False
    entry: str = "main"
    tv: bool = False
    oracle: str | None = None
    isolation: str = attrs.field(default="worker",
                                 validator=attrs.validators.in_(("worker", "subprocess")))
    coverage: str = attrs.field(default="sampled", converter=coverage_mode,
                                validator=attrs.validators.in_(COVERAGE_MODES))

    @property
    def judges(self) -> tuple[str, ...]:
        """The names of the judges these options ask for (:data:`JUDGE_FIELDS` order)."""
        return tuple(n for n, f in JUDGE_FIELDS.items()
                     if getattr(self, f) in (True, n))

    def with_judges(self, names: Sequence[str]) -> RunOptions:
        """These options asking for the judges ``names`` too (``--judge NAME``).

        Raises:
            UsageError: a name that is no judge of :data:`JUDGE_FIELDS`.
        """
        unknown = [n for n in names if n not in JUDGE_FIELDS]
        if unknown:
            raise UsageError(f"no judge {unknown[0]!r} (judges: {', '.join(JUDGE_FIELDS)})")
        return attrs.evolve(self, **{JUDGE_FIELDS[n]: n if JUDGE_FIELDS[n] == "oracle" else True
                                     for n in names})

    def to_json(self) -> dict:
        """Flat JSON: the stepwise knobs beside the other fields (``campaign.json``'s
        ``run``, ``summary.json``'s ``options``)."""
        own = attrs.asdict(self, recurse=False)
        return {k: v for k, v in own.items() if k != "stepwise"} | attrs.asdict(self.stepwise)

    @classmethod
    def from_json(cls, data: dict) -> RunOptions:
        """The options in a flat JSON object (:meth:`to_json`); a missing key takes its
        default (what a file written before the field existed ran with), an unknown key is
        ignored, a value is converted to its field's type (JSON has no float/int split)."""
        return _from_flat(cls, data)


def _from_flat(cls, data: dict):
    kw = {}
    for f in attrs.fields(cls):
        if isinstance(f.default, attrs.Factory):  # a nested record: its fields are flat here
            kw[f.name] = _from_flat(f.default.factory, data)
        elif f.name in data:
            v = data[f.name]
            plain = f.default is None or v is None or f.converter is not None
            kw[f.name] = v if plain else type(f.default)(v)
    return cls(**kw)
