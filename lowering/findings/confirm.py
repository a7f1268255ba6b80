"""Confirmation of known MLIR bugs: a known id is given to a finding only when the entry's key
pattern matches the finding's signature AND the entry's ``confirm`` holds on the finding.

Every entry of ``known_wrong_code.json`` and ``known_crashes.json`` carries a ``confirm``
object (every field present must hold; the model is ``known_traps.json``, whose entries apply
only when their confirming edit makes the program run):

- wrong code (:func:`confirm_wrong_code`, on the finding's program and divergent path):
  ``fresh_memory`` (``independent`` / ``dependent``: the divergent path's lowered program run
  with fresh memory filled with two byte patterns, ``lowering.findings.uninit.run_patterns``, gives
  one
  output / outputs that change with the pattern); ``without_pass`` (the divergent path without
  its responsible pass, every run of it, prints the reference output, or restores the
  reference's value of some lines and sets none apart when another pass of the path sets other
  lines apart too, :func:`lines_restored`; not checked, and so not
  failed, when that path does not run without the pass and the entry has ``input_has``);
  ``input_has`` (regexes each found in the IR right before the responsible pass; with
  ``"input_folded": true``, an option of the entry's fold bug, also when an earlier
  optimisation pass of the path folded them away: localisation may name a later pass, which
  folds them on a shorter pass list);
  ``output_has`` (regexes each found in the IR right after it: what a lowering bug leaves,
  e.g. the empty constant tensor ``tosa-to-linalg`` indexes for a rescale); ``uninit``
  (``{"pass": P, "buffer_of": U}``: the uninitialised-read analysis,
  ``lowering.findings.uninit.locate_uninit`` and ``read_buffer``, names ``P`` and the fresh buffer
  read
  uninitialised is first used by ``U``). The responsible pass is the entry's ``pass``, or the
  finding's located (first divergent) pass for ``"pass": null``. ``smith run`` checks the path
  the pass was named on, then the other path when it runs that pass too (the majority output
  may be the wrong one).
- crashes (:func:`confirm_crash`, on the signature alone): ``message`` (regex in the primary
  line, before `` @ ``), ``frames`` (regex in the frames after `` @ ``, when there are some),
  ``pass`` (the failing pass's base name, when known).

:func:`known_for` decides a finding: the entries whose key pattern matches are confirmed in
file order, then (wrong code) the entries whose ``pass`` is the finding's responsible pass; the
first confirmed gives the id; a key match whose confirmation failed is the *near miss*
(``{"id": ..., "reason": ...}``: "like ID, not confirmed: REASON"). Decisions are cached per
``(kind, signature)`` (:class:`ConfirmCache`): a campaign confirms once per signature. A
wrong-code key left without an id is then tried against the entries of the passes only the
reference path runs, on that path (:func:`known_on_reference`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import attrs

from ground.toolchain import Toolchain
from lowering.execute import PathResult, normalize_output
from lowering.findings.reproducer import run_lowered
from lowering.findings.uninit import (
    PatternRuns,
    UninitReport,
    locate_uninit,
    read_buffer,
    run_patterns,
)
from lowering.optrec import load_optrec
from lowering.passmap import PassMap, base_name
from lowering.pipeline import PassRunner, split_pipeline
from lowering.verdict import KnownCrash, Verdict, VerdictKind

WRONG_CODE_CHECKS = ("input_has", "output_has", "fresh_memory", "without_pass",
                     "uninit")  # cheap first
WRONG_CODE_OPTIONS = ("input_folded",)  # modify a check, are none
CRASH_CHECKS = ("message", "frames", "pass")


@attrs.frozen
class Confirmation:
    """Outcome of one entry's confirmation on one finding.

    Attributes:
        id: the entry's known id.
        confirmed: every check held.
        reason: one line (the first check that failed, or what held).
        checks: ``"name: held|failed|not checked (why)"`` per check run, in order.
    """

    id: str
    confirmed: bool
    reason: str
    checks: tuple[str, ...] = ()

    def to_json(self) -> dict:
        return attrs.asdict(self)


@attrs.define
class Probe:
    """A wrong-code finding as the checks see it: its program, divergent pass list, the
    responsible pass's index in it, the reference output, and the tools; memoises what
    several checks (and several entries) share.

    Attributes:
        program: the program text.
        divergent: the divergent path's passes.
        index: the located first divergent pass's index in ``divergent`` (None: unknown).
        reference_output: the reference path's normalised output (None: computed from
            ``reference`` when a check needs it).
        divergent_output: the divergent path's normalised output (None: computed from
            ``divergent`` when a check needs it).
        reference: the reference path's passes (lowered with ``reference_runner``).
        runner: runs ``divergent`` (its ``func_nested``).
        uninit: a precomputed ``locate_uninit`` report of the divergent path, if any.
        buffer_user: the op first using the buffer read uninitialised (with ``uninit``).
    """

    program: str
    divergent: tuple[str, ...]
    index: int | None
    runner: PassRunner
    pm: PassMap
    toolchain: Toolchain
    work: Path
    entry: str = "main"
    timeout: float = 30.0
    reference_output: str | None = None
    divergent_output: str | None = None
    reference: tuple[str, ...] | None = None
    reference_runner: PassRunner | None = None
    uninit: UninitReport | None = None
    buffer_user: str | None = None
    _memo: dict = attrs.Factory(dict)

    @classmethod
    def of_paths(cls, program: str, ref: PathResult, div: PathResult, index: int | None,
                 where: str | None, runner: PassRunner, pm: PassMap, work: Path,
                 timeout: float) -> Probe:
        """The probe of two completed paths of ``smith run`` (``div``: the one whose pass is
        named, ``runner`` runs its passes): ``index`` the named pass's index, else the first
        pass whose text is ``where`` (a pass named by delta debugging)."""
        passes = tuple(div.path.passes) or split_pipeline(div.path.raw_pipeline or "")[0]
        if index is None and where is not None:
            index = next((i for i, p in enumerate(passes) if p == where), None)
        return cls(program, passes, index, runner, pm, runner.tc, work, div.entry, timeout,
                   reference_output=ref.output, divergent_output=div.output)

    def responsible(self, pass_name: str | None) -> int | None:
        """Index in ``divergent`` of the entry's pass (base name; None: the located pass)."""
        if pass_name is None:
            return self.index
        names = [base_name(p) for p in self.divergent]
        if self.index is not None and names[self.index] == pass_name:
            return self.index
        return names.index(pass_name) if pass_name in names else None

    def _once(self, key, compute):
        if key not in self._memo:
            self._memo[key] = compute()
        return self._memo[key]

    def ir_before(self, i: int) -> str | None:
        """The program lowered through ``divergent[:i]`` (None: a pass fails)."""
        def run():
            res = self.runner.run(self.program, list(self.divergent[:i])) if i else None
            return self.program if res is None else (res.ir if res.ok else None)
        return self._once(("before", i), run)

    def removed_by(self, i: int, regexes: Sequence[str]) -> int | None:
        """Index ``j < i`` of a pass of ``divergent`` before which every regex of ``regexes``
        is found in the IR and after which one is not (a binary search between the program,
        which has them, and the IR before pass ``i``, which lacks one: ``log2(i)`` prefix
        runs); None when the program lacks one, or the passes fail."""
        def has_all(k: int) -> bool | None:
            ir = self.ir_before(k)
            return None if ir is None else all(re.search(rx, ir) for rx in regexes)

        lo, hi = 0, i
        if not has_all(lo):
            return None
        while hi - lo > 1:
            mid = (lo + hi) // 2
            held = has_all(mid)
            if held is None:
                return None
            lo, hi = (mid, hi) if held else (lo, mid)
        return lo

    def fresh_runs(self) -> PatternRuns | None:
        """The divergent lowered program run with each fill pattern (None: it does not lower)."""
        def run():
            low = self.runner.run(self.program, list(self.divergent))
            return run_patterns(self.toolchain, low.ir or "", self.work / "fresh", self.entry,
                                self.timeout) if low.ok else None
        return self._once("fresh", run)

    def output_of(self, passes: Sequence[str], runner: PassRunner, tag: str) -> str | None:
        """Normalised output of the program lowered by ``passes`` (None: fails)."""
        def run():
            low = runner.run(self.program, list(passes))
            if not low.ok:
                return None
            f = self.work / f"run-{tag}.mlir"
            f.parent.mkdir(parents=True, exist_ok=True)
            f.write_text(low.ir or "")
            res = run_lowered(self.toolchain, f, self.timeout, runner.isolation)
            return normalize_output(res.stdout) if res.ok else None
        return self._once(("out", tag), run)

    def div_output(self) -> str | None:
        """The divergent path's normalised output: as given (``divergent_output``), else
        computed (None: it does not lower or run)."""
        if self.divergent_output is None:
            self.divergent_output = self.output_of(self.divergent, self.runner, "divergent")
        return self.divergent_output

    def ref_output(self) -> str | None:
        if self.reference_output is None and self.reference is not None:
            self.reference_output = self.output_of(
                self.reference, self.reference_runner or self.runner, "reference")
        return self.reference_output

    def uninit_read(self) -> tuple[UninitReport, str | None]:
        """The uninitialised-read analysis of the divergent path and the buffer's first user."""
        def run():
            un = self.uninit or locate_uninit(self.program, list(self.divergent), self.runner,
                                              self.pm, self.toolchain, self.work / "uninit",
                                              self.entry, self.timeout)
            user = self.buffer_user
            if user is None and un.pass_name is not None:
                after = self.runner.run(self.program, [*un.before, un.pass_name])
                user = read_buffer(after.ir or "", self.pm, self.runner, self.toolchain,
                                   self.work / "buffer", self.entry, self.timeout) \
                    if after.ok else None
            return un, user
        return self._once("uninit", run)


def _check_wrong_code(name: str, want, entry: KnownCrash, probe: Probe) -> tuple[bool, str]:
    """(held, what was seen) of one wrong-code check."""
    idx = probe.responsible(entry.pass_name)
    where = probe.divergent[idx] if idx is not None else None
    if name in ("input_has", "output_has", "without_pass") and idx is None:
        return False, "the responsible pass is not on the divergent path"
    if name in ("input_has", "output_has"):
        side = "before" if name == "input_has" else "after"
        ir = probe.ir_before(idx if name == "input_has" else idx + 1)
        if ir is None:
            return False, (f"the passes before {base_name(where)} fail" if side == "before"
                           else f"the passes up to {base_name(where)} fail")
        missing = [rx for rx in want if not re.search(rx, ir)]
        if missing and side == "before" and (entry.confirm or {}).get("input_folded"):
            return _folded_earlier(want, missing, idx, probe)
        return (not missing, f"no {missing[0]} {side} {base_name(where)}" if missing
                else f"{', '.join(want)} {side} {base_name(where)}")
    if name == "fresh_memory":
        runs = probe.fresh_runs()
        if runs is None or runs.reads_uninitialised is None:
            return False, "the divergent program does not run with fresh memory filled"
        dep = bool(runs.reads_uninitialised)
        seen = "output changes with fresh memory" if dep else (
            "output independent of fresh memory" if runs.stable
            else "output changes between runs with one fill pattern")
        return (dep if want == "dependent" else not dep and runs.stable), seen
    if name == "without_pass":
        # every run of the pass goes (a path may run it twice: affine-loop-fusion, sccp)
        rest = tuple(p for p in probe.divergent if base_name(p) != base_name(where))
        out = probe.output_of(rest, probe.runner, f"without-{idx}")
        ref = probe.ref_output()
        if out is None and ref is not None and "input_has" in (entry.confirm or {}):
            # e.g. the elementwise fusion every path needs for i1 tensors: the pass cannot be
            # left out, so the ops the entry names before it (input_has) and the other checks
            # decide (a fold both paths of the majority ran, found on the reduced program)
            return True, f"not checked: the path does not run without {base_name(where)}"
        if out is None or ref is None:
            return False, (f"the path does not run without {base_name(where)}" if out is None
                           else "the reference output is unknown")
        if out == ref:
            return bool(want), f"the difference vanishes without {base_name(where)}"
        fixed = lines_restored(probe.div_output(), out, ref)
        if fixed:
            return bool(want), (f"the difference of line(s) {', '.join(map(str, fixed))} "
                                f"vanishes without {base_name(where)} (other lines differ "
                                "without it too)")
        return not want, f"the difference stays without {base_name(where)}"
    if name == "uninit":
        un, user = probe.uninit_read()
        named = base_name(un.pass_name) if un.pass_name else None
        if named != want.get("pass"):
            return False, (f"the uninitialised read is after {named}" if named else
                           f"no uninitialised read named ({un.classification})")
        if want.get("buffer_of") and user != want["buffer_of"]:
            return False, f"the buffer read uninitialised is of {user or 'no single op'}"
        return True, f"uninitialised read after {named}" + (f", buffer of {user}" if user else "")
    raise ValueError(f"unknown wrong-code confirm check {name!r} (entry {entry.id})")


def lines_restored(divergent: str | None, without: str | None, reference: str) -> list[int]:
    """The 1-based numbers of the output lines that differ from ``reference`` in ``divergent``
    (the divergent path's output) and agree with it in ``without`` (the same path without the
    responsible pass), when leaving the pass out restores them and sets no other line apart
    (the lines differing without it are a strict subset of those differing with it); [] else,
    or when an output is missing or the line counts differ. A path may run two passes with
    bugs of their own on different lines (reach campaign ``--seed 3300``, prog-02552:
    canonicalize's index_castui round trip on one line, affine-loop-fusion on two others); the
    last line, a combined checksum, then differs either way."""
    if divergent is None or without is None:
        return []
    d, w, r = divergent.split("\n"), without.split("\n"), reference.split("\n")
    if not len(d) == len(w) == len(r):
        return []
    with_pass = {i for i in range(len(r)) if d[i] != r[i]}
    without_pass = {i for i in range(len(r)) if w[i] != r[i]}
    return sorted(i + 1 for i in with_pass - without_pass) if without_pass < with_pass else []


def _folded_earlier(want: Sequence[str], missing: Sequence[str], idx: int, probe: Probe
                    ) -> tuple[bool, str]:
    """``input_has`` with ``input_folded`` (a fold bug) whose ops are gone before the located
    pass ``divergent[idx]``: it holds when an earlier optimisation pass of the path
    (``lowering.optrec``: a greedy rewrite, which folds what it meets) removed them, as
    ``tosa-layerwise-constant-fold`` folds a ``math.log1p`` of a constant that localisation,
    on a shorter pass list, saw folded by ``linalg-fuse-elementwise-ops`` (mixed campaign
    ``--seed 3032``, prog-03557); a conversion that removed them (``convert-math-to-llvm``)
    lowered them instead, and the check fails."""
    where = base_name(probe.divergent[idx])
    j = probe.removed_by(idx, want)
    if j is None:
        return False, f"no {missing[0]} before {where}"
    folder = base_name(probe.divergent[j])
    if folder not in load_optrec().all_base_names():
        return False, f"no {missing[0]} before {where} ({folder} lowered it)"
    return True, f"{', '.join(want)} folded by {folder} before {where}"


def confirm_either_side(entry: KnownCrash, probe: Probe,
                        other: Callable[[], Probe | None]) -> Confirmation:
    """:func:`confirm_wrong_code` on ``probe``; when that fails, on the probe of the other path
    ``other()`` makes (built only then; None, or a probe without the responsible pass: not
    tried), whose confirmation is taken when it holds (the majority output may be the wrong
    one: a fold the paths of the majority run). The first failure is returned otherwise, unless
    ``probe``'s path lacks the responsible pass: then the other path's failure says why (a
    finding of the idiom campaign, 51db109e6dcb, showed "the responsible pass is not on the
    divergent path" for a canonicalize entry whose ``input_has`` failed on the path with
    canonicalize)."""
    c = confirm_wrong_code(entry, probe)
    if c.confirmed:
        return c
    second = other()
    if second is None or second.index is None:
        return c
    c2 = confirm_wrong_code(entry, second)
    return c2 if c2.confirmed or probe.responsible(entry.pass_name) is None else c


def known_on_reference(entries: Sequence[KnownCrash], divergent: Sequence[str],
                       reference: Sequence[str], probe: Callable[[], Probe | None]
                       ) -> str | None:
    """The id of the first of ``entries`` whose ``pass`` only the reference path runs (base
    names of the pass lists ``divergent`` and ``reference``) and whose confirmation holds on the
    reference path: ``probe()`` makes its probe, the roles of the paths exchanged (made only
    when there is such an entry; None: none tried). When two of three paths run a buggy pass,
    the right output is the minority's: localisation bisects the right path and the key names
    one of its passes, which no entry's pattern or pass takes (findings 5388e4fed056,
    ``canonicalize``, and 61a6aa378740, ``affine-loop-fusion``, of the final reach campaigns
    of issue 31). Returns None when no entry is confirmed."""
    only = {base_name(p) for p in reference} - {base_name(p) for p in divergent}
    todo = [e for e in entries if e.pass_name in only and e.confirm]
    made = probe() if todo else None
    if made is None:
        return None
    return next((e.id for e in todo if confirm_wrong_code(e, made).confirmed), None)


def confirm_wrong_code(entry: KnownCrash, probe: Probe) -> Confirmation:
    """Run ``entry.confirm`` (module docstring) on a wrong-code finding; the checks run cheap
    first and stop at the first that fails. An entry without ``confirm`` is not confirmed.

    Raises:
        ValueError: an unknown check name in the entry's ``confirm``.
    """
    spec = entry.confirm or {}
    if not spec:
        return Confirmation(entry.id, False, "the entry has no confirmation")
    unknown = set(spec) - set(WRONG_CODE_CHECKS) - set(WRONG_CODE_OPTIONS)
    if unknown:
        raise ValueError(f"unknown wrong-code confirm check {sorted(unknown)} (entry {entry.id})")
    checks: list[str] = []
    for name in (n for n in WRONG_CODE_CHECKS if n in spec):
        held, seen = _check_wrong_code(name, spec[name], entry, probe)
        checks.append(f"{name}: {'held' if held else 'failed'} ({seen})")
        if not held:
            return Confirmation(entry.id, False, seen, tuple(checks))
    return Confirmation(entry.id, True, "; ".join(c.split(" (", 1)[1][:-1] for c in checks),
                        tuple(checks))


def split_signature(signature: str) -> tuple[str, str]:
    """(primary line, frames) of a crash signature ``PRIMARY @ f1 < f2 < f3``."""
    primary, _, frames = signature.partition(" @ ")
    return primary, frames


def confirm_crash(entry: KnownCrash, signature: str, failing_pass: str | None) -> Confirmation:
    """Run ``entry.confirm`` on a crash / invalid-IR / pass-failure signature (no tool run):
    ``message`` in the primary line, ``frames`` in the frames (not checked when the signature
    has none), ``pass`` equal to ``failing_pass``'s base name (not checked when unknown)."""
    spec = entry.confirm or {}
    if not spec:
        return Confirmation(entry.id, False, "the entry has no confirmation")
    primary, frames = split_signature(signature)
    checks: list[str] = []
    for name in (n for n in CRASH_CHECKS if n in spec):
        want = spec[name]
        if name == "message":
            held, seen = bool(re.search(want, primary)), f"message {primary[:80]!r}"
        elif name == "frames" and not frames:
            checks.append("frames: not checked (no stack)")
            continue
        elif name == "frames":
            held, seen = bool(re.search(want, frames)), f"frames {frames[:80]!r}"
        elif failing_pass is None:
            checks.append("pass: not checked (failing pass unknown)")
            continue
        else:
            held, seen = base_name(failing_pass) == want, f"failing pass {base_name(failing_pass)}"
        checks.append(f"{name}: {'held' if held else 'failed'} ({seen})")
        if not held:
            return Confirmation(entry.id, False, f"{seen} does not match", tuple(checks))
    held = [c.split(":", 1)[0] for c in checks if ": held" in c]
    return Confirmation(entry.id, True, " and ".join(held) + " as the entry says", tuple(checks))


@attrs.define
class ConfirmCache:
    """Decisions of :func:`known_for` by ``(kind, signature)``: ``(known id, near miss)``.

    ``given``: decisions made elsewhere (earlier programs of a campaign, its journal);
    ``made``: the records of the decisions made here, ``{"kind", "signature", "known_id",
    "near_miss", "checks"}`` (the journal's ``confirm`` field, read back by
    :func:`add_records`)."""

    given: dict[tuple[str, str], tuple[str | None, dict | None]] = attrs.Factory(dict)
    made: list[dict] = attrs.Factory(list)

    @classmethod
    def from_mapping(cls, mapping: Mapping | None) -> ConfirmCache:
        """From ``{kind: {signature: [known id, near miss]}}`` (a campaign task's
        ``confirmed``)."""
        out = cls()
        for kind, sigs in (mapping or {}).items():
            for sig, (kid, near) in sigs.items():
                out.given[(kind, sig)] = (kid, near)
        return out

    def get(self, kind: str, signature: str) -> tuple[str | None, dict | None] | None:
        return self.given.get((kind, signature))

    def put(self, kind: str, signature: str, kid: str | None, near: dict | None,
            checks: Sequence[Confirmation]) -> None:
        self.given[(kind, signature)] = (kid, near)
        self.made.append({"kind": kind, "signature": signature, "known_id": kid,
                          "near_miss": near, "checks": [c.to_json() for c in checks]})


def add_records(mapping: dict, records: Sequence[dict]) -> None:
    """Add the ``confirm`` records of a journal line (``ConfirmCache.made``) to ``mapping``
    (``{kind: {signature: [known id, near miss]}}``, what later campaign tasks are given)."""
    for r in records or ():
        mapping.setdefault(r["kind"], {}).setdefault(r["signature"],
                                                     [r.get("known_id"), r.get("near_miss")])


def near_miss_text(near: dict | None) -> str:
    """``like ID, not confirmed: REASON`` (empty for None)."""
    return f"like {near['id']}, not confirmed: {near['reason']}" if near else ""


def known_for(kind: str, signature: str, entries: Sequence[KnownCrash],
              check: Callable[[KnownCrash], Confirmation], responsible: str | None = None,
              cache: ConfirmCache | None = None) -> tuple[str | None, dict | None]:
    """The known id of a finding (``kind``, ``signature``) and its near miss.

    The entries of ``entries`` whose ``pattern`` is found in ``signature`` are confirmed by
    ``check`` in file order, then those whose ``pass`` is ``responsible`` (the finding's
    located pass, base name); the first confirmed gives the id. Returns ``(id, None)``, or
    ``(None, {"id", "reason"})`` when a key match was not confirmed (the near miss: the first
    such entry), or ``(None, None)``. ``cache`` answers a signature decided before and keeps
    new decisions (only those that ran a confirmation)."""
    hit = cache.get(kind, signature) if cache is not None else None
    if hit is not None:
        return hit
    by_key = [e for e in entries if e.pattern and re.search(e.pattern, signature)]
    by_pass = [e for e in entries if responsible and e.pass_name == responsible
               and e not in by_key and e.confirm]
    done: list[Confirmation] = []
    kid = None
    for e in (*by_key, *by_pass):
        c = check(e)
        done.append(c)
        if c.confirmed:
            kid = e.id
            break
    miss = next((c for c in done if not c.confirmed and c.id in {e.id for e in by_key}), None)
    near = {"id": miss.id, "reason": miss.reason} if kid is None and miss is not None else None
    if cache is not None and done:
        cache.put(kind, signature, kid, near, done)
    return kid, near


def confirmed_verdict(verdict: Verdict, decided: Mapping[str, tuple[str | None, dict | None]]
                      ) -> tuple[Verdict, dict | None]:
    """The verdict (crash, invalid IR, pass failure) with its known id as confirmed
    (``decided``: known id and near miss per path signature; :func:`lowering.verdict.judge`
    matched keys alone): the primary signature is the first unknown one of the verdict's
    status, else the first. Returns the verdict and the primary's near miss."""
    statuses = {VerdictKind.CRASH: ("assertion", "signal"), VerdictKind.INVALID_IR:
                ("invalid-ir",), VerdictKind.PASS_FAILURE: ("error",)}.get(verdict.kind)
    sigs = [p.signature for p in verdict.paths
            if statuses and p.status in statuses and p.signature in decided]
    if not sigs:
        return verdict, None
    primary = next((sg for sg in sigs if decided[sg][0] is None), sigs[0])
    kid, near = decided[primary]
    return attrs.evolve(verdict, signature=primary, known=kid is not None, known_id=kid), near

