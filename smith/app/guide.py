"""Coverage-guided generation for ``smith campaign --guide coverage``: a power schedule on the
ops and the generation knobs (shapes, attributes, program size, dataflow) of later programs.

Sources. AFL's power schedules (Böhme, Pham, Roychoudhury, "Coverage-based Greybox Fuzzing as
Markov Chain", CCS 2016: AFLFast) give more energy to inputs that reach rare paths and to the
untried; MOpt (Lyu et al., USENIX Security 2019) schedules mutation *operators* by how often
each led to new coverage; FLEX (ASE 2025) steers MLIR program generation by the coverage new
programs reach. smith has no seeds to mutate, so the energy goes
to the choices that make a program:

* **ops**: the spec weight of op *o* in the template draw (``GenOptions.op_weights``);
* **element types**: the weight of element type *t* where the generator draws one (a spec's
  dtype row, a fresh shaped value: ``GenOptions.type_weights``);
* **knobs**: one value per knob of :data:`KNOBS` per program: ``ops`` (program size),
  ``max_args`` (few arguments: more constants, so more folding patterns), ``p_reuse``
  (dataflow shape), ``dynamic_shapes`` (``?`` dims, ``tensor.cast``/``dim`` patterns),
  ``overflow_flags_p`` (``nsw``/``nuw`` attributes). The campaign's own value is always one of
  the arms.

A program *credits* a feature when it applied a (pass, rewrite pattern) pair no earlier program
of the campaign had applied. Knob values are credited by every such program. Ops are credited
only by a new pair whose pattern or pass names them (``tosa.reduce_min`` in
``ReduceConstantOptimization<mlir::tosa::ReduceMinOp>``, ``arith.mulsi_extended`` in
``MulSIExtendedToMulI``; see :func:`named_ops`); crediting every op of the program, as the first
version did, gave all ops the same ratio, so the schedule was flat. Pattern names seldom name an
element type, so an element type is credited (and costed) by its share of the program's op
results (``type_histogram``; only integer and float element types, :data:`TYPE_RE`): a program
of f16 results that applied a new pair credits f16 by 1, one of half i8 and half i32 results
credits each by 0.5. The energy of feature *f* is::

    r(f) = (credited(f) + 1) / (cost(f) + 1)

where ``cost(f)`` sums, over the journaled programs with *f*, their generation + run seconds in
units of the campaign's mean program (so a knob value that makes programs twice as slow must
find twice as much; the schedule spends CPU, not program counts). The factor of *f* is
``r(f)`` over the mean ``r`` of its class (the ops; each knob), clipped to
[:data:`MIN_FACTOR`, :data:`MAX_FACTOR`] and rounded to two decimals: relative, so that it keeps
steering when new pairs become rare (an additive ``1 + BOOST * r`` form, the first version,
flattens to uniform once every ``r`` is small). The +1s make it optimistic: an untried knob
value has ``r = 1``, the most; an op not drawn yet keeps factor 1 (the guide knows only the ops
programs have shown it, and every op of a dialect set is drawn within the first few programs).

Seeds (``smith campaign --seeds DIR``): the same energy over the seed files, AFL's power
schedule proper: a seed is credited by the new pairs its mutants were first to apply and
costed by its mutants' seconds, and the seed of a mutant is drawn with the factors
:meth:`CoverageGuide.seed_weights` (an untried seed has ``r = 1``, more than a seed whose
mutants found nothing new, so every seed is tried early). As in AFL's queue, a program of the
campaign (generated or mutant) that applied a new pair joins the seeds (``queue``, program
files relative to the campaign), but an ``origin-only`` one (a pipeline seed's program: no
``@main``), whose pairs credit its seed. The first pass over the seeds
(:mod:`smith.app.seed_pick`) is not weighted: the weights steer the draws after it. The
seed a mutant came from is in its header and journal
record.

Reproducibility: the op and type factors and the knob values a program is drawn with are in
its header's ``options`` (``op_weights``, ``type_weights``, ``ops``, ``max_args``, ...), so
``smith replay`` regenerates it byte for byte from its seed and header. Knob values are drawn from
``derive_seed(campaign seed, index, "guide")``. The state is a function of the journal in file
order, so a resumed campaign continues it; which values a program gets depends on which programs
finished before it started (scheduling), unlike an unguided campaign.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from ground.draw import Draw, derive_seed
from smith.app.campaign_state import CampaignOutcome
from smith.app.records import JournalRecord

GUIDES = ("coverage",)
MIN_FACTOR = 0.05
MAX_FACTOR = 20.0
#: knob -> the values a guided campaign schedules (GenOptions fields; all keep programs UB-free)
KNOBS: dict[str, tuple[float, ...]] = {
    "ops": (16, 32, 64),
    "max_args": (2, 6, 12),
    "p_reuse": (0.5, 0.8, 0.95),
    "dynamic_shapes": (0.0, 0.2, 0.6),
    "overflow_flags_p": (0.1, 0.5),
}
_NON_ALNUM = re.compile(r"[^a-z0-9]")
#: element types the schedule weighs (``GenOptions.type_weights``): integers and floats
TYPE_RE = re.compile(r"^(i\d+|f\d+|bf16)$")


def op_key(op: str) -> str:
    """``tosa.reduce_min`` -> ``reducemin``: the op's name as C++ pattern names spell it."""
    return _NON_ALNUM.sub("", op.split(".", 1)[-1].lower())


def named_ops(ops: Iterable[str], pairs: Iterable[tuple[str, str]]) -> set[str]:
    """The ops of ``ops`` whose :func:`op_key` (3 characters or more) occurs in a (pass,
    pattern) name of ``pairs``, case and punctuation ignored."""
    text = " ".join(_NON_ALNUM.sub("", f"{p} {q}".lower()) for p, q in pairs)
    return {o for o in ops if len(op_key(o)) >= 3 and op_key(o) in text}


def _knob_feature(knob: str, value: Any) -> str:
    return f"{knob}={float(value):g}"


def _type_shares(hist: dict[str, int] | None) -> dict[str, float]:
    """``type=<t>`` -> share of the results of element type ``t`` (:data:`TYPE_RE` types)."""
    kept = {t: n for t, n in (hist or {}).items() if TYPE_RE.match(t) and n > 0}
    total = sum(kept.values())
    return {f"type={t}": n / total for t, n in kept.items()}


class CoverageGuide:
    """The power schedule's state: applied pattern ids seen, per feature (op name,
    ``knob=value`` or ``type=<element type>``) its cost and credit. ``names`` maps a pattern id
    to its (pass, pattern) (the campaign's ``PatternTable.names``, a list that grows as the
    campaign runs)."""

    def __init__(self, names: Sequence[tuple[str, str]] = ()) -> None:
        self.names = names
        self.seen: set[int] = set()
        self.cost: Counter[str] = Counter()
        self.credited: Counter[str] = Counter()
        self.programs = 0
        self.seconds = 0.0
        self.seed_cost: Counter[str] = Counter()
        self.seed_credit: Counter[str] = Counter()
        self.queue: list[str] = []  # program files (relative) that applied a new pair

    def update(self, record: JournalRecord) -> int:
        """Take one journal record (``coverage`` ids, ``op_histogram``, ``type_histogram``,
        ``guide_knobs``, ``gen_seconds`` + ``run_seconds``); returns the number of applied
        pairs it was first to apply. Records without coverage change nothing."""
        cov = record.coverage
        if not cov:
            return 0
        new = set(cov.get("applied", [])) - self.seen
        self.seen |= new
        seconds = float(record.gen_seconds or 0) + float(record.run_seconds or 0)
        self.programs += 1
        self.seconds += seconds
        rel = seconds * self.programs / self.seconds if self.seconds > 0 else 1.0
        ops = list(record.op_histogram or {})
        knobs = [_knob_feature(k, v) for k, v in (record.guide_knobs or {}).items()]
        types = _type_shares(record.type_histogram)
        for f in ops + knobs:
            self.cost[f] += rel
        for f, share in types.items():
            self.cost[f] += rel * share
        origin_only = record.verdict == CampaignOutcome.ORIGIN_ONLY
        seed = (record.mutation or {}).get("seed_file")
        if not seed and origin_only:  # a pipeline seed run as it is
            seed = (record.mutation_discarded or {}).get("seed_file")
        if seed:
            self.seed_cost[seed] += rel
            self.seed_credit[seed] += len(new)
        if new and record.file and not origin_only:  # no @main: never a harnessed seed
            self.queue.append(record.file)
        if new:
            self.credited.update(knobs)
            self.credited.update(types)
            pairs = [self.names[i] for i in new if i < len(self.names)]
            self.credited.update(named_ops(ops, pairs))
        return len(new)

    def replay(self, records: Iterable[JournalRecord]) -> None:
        for r in records:
            self.update(r)

    def _energy(self, f: str) -> float:
        return (self.credited[f] + 1) / (self.cost[f] + 1)

    def _factors(self, feats: Sequence[str]) -> list[float]:
        e = [self._energy(f) for f in feats]
        mean = sum(e) / len(e)
        return [round(min(MAX_FACTOR, max(MIN_FACTOR, x / mean)), 2) for x in e]

    def _class_factors(self, feats: list[str], prefix: str = "") -> dict[str, float]:
        if not feats:
            return {}
        return {f.removeprefix(prefix): w for f, w in zip(feats, self._factors(feats))
                if w != 1.0}

    def weights(self) -> dict[str, float]:
        """``op -> factor`` for the ops drawn so far whose factor is not 1 (sorted by op);
        ops not drawn yet keep factor 1."""
        return self._class_factors(sorted(f for f in self.cost if "=" not in f))

    def type_weights(self) -> dict[str, float]:
        """``element type -> factor`` for the element types met so far whose factor is not 1
        (sorted); types not met yet keep factor 1."""
        return self._class_factors(sorted(f for f in self.cost if f.startswith("type=")),
                                   "type=")

    def seed_weights(self, seeds: Sequence[str]) -> list[float]:
        """The factor of each seed file of ``seeds`` (``smith campaign --seeds``): its energy
        ``(new pairs its mutants applied + 1) / (their cost + 1)`` over the mean energy,
        clipped like the op factors."""
        e = [(self.seed_credit[s] + 1) / (self.seed_cost[s] + 1) for s in seeds]
        mean = sum(e) / len(e)
        return [round(min(MAX_FACTOR, max(MIN_FACTOR, x / mean)), 2) for x in e]

    def knob_values(self, draw: Draw, options: dict[str, Any]) -> dict[str, Any]:
        """One value per knob (``options`` is the campaign's ``GenOptions`` JSON; its own
        value joins each knob's arms), drawn with weights = the factors of the values."""
        out = {}
        for knob, values in KNOBS.items():
            arms = sorted(set(values) | {options[knob]}) if knob in options else list(values)
            feats = [_knob_feature(knob, v) for v in arms]
            out[knob] = draw.weighted(arms, self._factors(feats))
        return out

    def task_options(self, options: dict[str, Any], campaign_seed: int,
                     index: int) -> tuple[dict[str, Any], dict[str, Any]]:
        """The options of program ``index`` (the campaign's, with this program's knob values
        and op and type factors) and the knob values alone (journaled as ``guide_knobs``)."""
        knobs = self.knob_values(Draw(derive_seed(campaign_seed, index, "guide")), options)
        out = dict(options, **knobs)
        for key, w in (("op_weights", self.weights()), ("type_weights", self.type_weights())):
            if w:
                out[key] = w
        return out, knobs
