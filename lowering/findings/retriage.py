"""Re-triage of stored results (``smith triage DIR --known``): the confirmations of
``lowering.findings.confirm`` run again over the known-bug hits and the unknown wrong-code
signatures a
campaign or run journaled, each program re-lowered along its recorded paths.

Input: the journal records of ``DIR`` (``campaign.jsonl``; ``verdicts.jsonl`` of an older run),
one per program: ``known_hits`` (known bugs met: id, kind, signatures) and ``finding_hits``
(new findings: kind, signature), or else the verdict's ``signature``/``known_id``; for a
wrong-code difference ``divergence`` (``outputs differ: d0+d2 vs d1``: the reference and
divergent paths, chosen as ``lowering.findings.dirs.difference_pair`` does), every path's
``pipeline`` and ``locate.pass`` (the located first divergent pass; the pass a key names
comes first, :func:`keyed`); the program is ``DIR/<file>``.

Output (:func:`retriage`): per known id ``hits``, ``confirmed``, ``not_confirmed`` and the
near-miss ``reasons`` counted, ``now`` (what the not-confirmed hits are given today: another
entry's id, confirmed, or ``new finding``), ``skipped`` (the record lacks what the check
needs); per id an unknown wrong-code signature is now given (key match or an entry of its
located pass): ``hits`` and its ``signatures``; ``unknown_tried``/``unknown_still``: the
unknown wrong-code hits tried, those still unknown, and their near misses counted.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

import attrs

from ground.toolchain import Toolchain
from lowering.findings.confirm import (
    Confirmation,
    Probe,
    confirm_crash,
    confirm_either_side,
    confirm_wrong_code,
    known_for,
    near_miss_text,
)
from lowering.known_traps import load_known_traps
from lowering.passmap import PassMap, base_name
from lowering.pipeline import PassRunner, split_pipeline
from lowering.verdict import KnownCrash, load_known_crashes, load_known_wrong_code

CRASH_KINDS = ("crash", "invalid-ir", "pass-failure")


def record_hits(rec: dict) -> list[tuple[str, str, str | None]]:
    """``(kind, signature, known id)`` of the crash and wrong-code hits of a journal record
    (``known_hits``/``finding_hits``, else its verdict)."""
    if "known_hits" in rec or "finding_hits" in rec:
        out = [(k["kind"], s, k["id"]) for k in rec.get("known_hits") or []
               for s in k.get("signatures") or []]
        out += [(f["kind"], f["signature"], f.get("known_id"))
                for f in rec.get("finding_hits") or [] if not f.get("known_id")]
    else:
        out = [(rec.get("verdict", ""), rec.get("signature") or "", rec.get("known_id"))]
    return [h for h in out if h[0] in ("wrong-code", *CRASH_KINDS) and h[1]]


def difference_paths(rec: dict) -> tuple[dict, dict] | None:
    """(reference, divergent) path records of a record's ``divergence``, chosen as
    ``lowering.findings.dirs.difference_pair`` chose them (largest output group, a pure path
    ``d0``/``s0`` preferred); None when the record has no divergence or pipelines."""
    m = re.match(r"outputs differ: (.+)$", rec.get("divergence") or "")
    paths = {p["name"]: p for p in rec.get("paths") or [] if p.get("pipeline")}
    if m is None:
        return None
    groups = [g.split("+") for g in m.group(1).split(" vs ")]
    order = sorted(groups, key=lambda g: (-len(g), min(g)))
    pure = next((g for g in order if {"d0", "s0"} & set(g)), None)
    ref_group = pure if pure is not None and len(pure) == len(order[0]) else order[0]
    ref = next((x for x in ref_group if x in ("d0", "s0")), ref_group[0])
    div = next(g for g in order if g is not ref_group)[0]
    if ref not in paths or div not in paths:
        return None
    return paths[ref], paths[div]


def record_probe(rec: dict, program: str, tc: Toolchain, pm: PassMap, work: Path,
                 timeout: float, entry: str = "main", swapped: bool = False) -> Probe | None:
    """The confirmation probe of a record's wrong-code difference (its divergent path's
    passes, the located pass's index, the reference path to run for its output; ``swapped``:
    the two paths' roles exchanged); None when the record lacks them."""
    pair = difference_paths(rec)
    if pair is None:
        return None
    pair = pair[::-1] if swapped else pair
    (ref_passes, ref_nested), (div_passes, div_nested) = (split_pipeline(p["pipeline"])
                                                          for p in pair)
    where = (rec.get("locate") or {}).get("pass")
    names = [base_name(p) for p in div_passes]
    idx = names.index(where) if where in names else None
    return Probe(program, tuple(div_passes), idx, PassRunner(tc, div_nested, timeout=timeout),
                 pm, tc, work, entry, timeout, reference=tuple(ref_passes),
                 reference_runner=PassRunner(tc, ref_nested, timeout=timeout))


def keyed(probe: Probe, key: str) -> Probe:
    """``probe`` with the responsible pass the wrong-code ``key`` names (``first divergent
    pass P; ...``: the first ``P`` of the divergent path; a key from localisation or from a
    lowering alternative may name another pass than the journal's ``locate.pass``), sharing
    its memo."""
    m = re.match(r"first divergent pass ([^;]+);", key)
    names = [base_name(p) for p in probe.divergent]
    if m is None or (probe.index is not None and names[probe.index] == m.group(1)):
        return probe
    return attrs.evolve(probe, index=names.index(m.group(1)) if m.group(1) in names else None)


def _confirm_either_side(ent: KnownCrash, probe: Probe, rec: dict, program: str,
                        tc: Toolchain, pm: PassMap, work: Path, timeout: float, entry: str,
                        key: str) -> Confirmation:
    """``ent``'s confirmation on the divergent path, else on the reference path when the pass
    ``key`` names is there (``smith run`` names a reference pass for a fold against a known
    lowering bug; the journal does not say which side it was):
    :func:`lowering.findings.confirm.confirm_either_side`."""
    def other() -> Probe | None:
        ref = record_probe(rec, program, tc, pm, work / "reference-side", timeout, entry, True)
        return keyed(ref, key) if ref is not None else None

    return confirm_either_side(ent, probe, other)


def _now(kind: str, sig: str, known: Sequence[KnownCrash], was: KnownCrash,
         probe: Probe | None) -> str | None:
    """The id a not-confirmed hit is given now (:func:`lowering.findings.confirm.known_for` over the
    other entries: key matches, then the entries of the entry's pass), or None: a new
    finding."""
    others = [e for e in known if e.id != was.id]
    if kind in CRASH_KINDS:
        return known_for(kind, sig, others, lambda e: confirm_crash(e, sig, None))[0]
    if probe is None:
        return None
    return known_for(kind, sig, others, lambda e: confirm_wrong_code(e, probe),
                     was.pass_name)[0]


def _entry(known: Sequence[KnownCrash], kid: str) -> KnownCrash | None:
    return next((k for k in known if k.id == kid), None)


def _skipped(kid: str, ent: KnownCrash | None) -> str:
    """Why a hit of ``kid`` is not confirmed again (``ent``: its entry, if any)."""
    if ent is not None:
        return "program or divergence not recorded"
    if any(t.id == kid for t in load_known_traps()):
        return "a known trap: confirmed by its edit when recorded (known_traps.json)"
    return "no such entry any more"


def retriage(run_dir: Path, records: Sequence[dict], tc: Toolchain, pm: PassMap, work: Path,
             timeout: float = 60.0, entry: str = "main",
             advance: Callable[[str], None] | None = None) -> dict:
    """The re-triage table of ``records`` (module docstring); ``advance(program id)`` is
    called once per record (progress). Programs are read from ``run_dir / rec["file"]``;
    scratch files go to ``work``."""
    wrong, crashes = load_known_wrong_code(), load_known_crashes()
    table: dict[str, dict] = {}
    now: dict[str, dict] = {}
    unknown: Counter[bool] = Counter()
    misses: Counter[str] = Counter()
    for rec in records:
        hits = record_hits(rec)
        file = run_dir / rec["file"] if rec.get("file") else None
        program = file.read_text() if file is not None and file.is_file() else None
        w = work / rec.get("id", "p")
        probe = record_probe(rec, program, tc, pm, w, timeout, entry) if program else None
        for kind, sig, kid in hits:
            probe = keyed(probe, sig) if probe is not None and kind == "wrong-code" else probe
            if kid is None and kind == "wrong-code" and probe is not None:
                new_id, near = known_for(kind, sig, wrong, lambda e: confirm_wrong_code(e, probe),
                                      base_name(probe.divergent[probe.index])
                                      if probe.index is not None else None)
                unknown[new_id is not None] += 1
                if near is not None:
                    misses[near_miss_text(near)] += 1
                if new_id is not None:
                    e = now.setdefault(new_id, {"hits": 0, "signatures": []})
                    e["hits"] += 1
                    e["signatures"] += [sig] if sig not in e["signatures"] else []
                continue
            if kid is None:
                continue
            row = table.setdefault(kid, {"kind": kind, "hits": 0, "confirmed": 0,
                                         "not_confirmed": 0, "skipped": 0, "reasons": Counter(),
                                         "now": Counter(), "programs_not_confirmed": []})
            row["hits"] += 1
            known = crashes if kind in CRASH_KINDS else wrong
            ent = _entry(known, kid)
            if ent is None or (kind == "wrong-code" and probe is None):
                row["skipped"] += 1
                row["reasons"][_skipped(kid, ent)] += 1
                continue
            c = (confirm_crash(ent, sig, None) if kind in CRASH_KINDS
                 else _confirm_either_side(ent, probe, rec, program, tc, pm, w, timeout, entry,
                                           sig))
            row["confirmed" if c.confirmed else "not_confirmed"] += 1
            if not c.confirmed:
                row["reasons"][c.reason] += 1
                row["now"][_now(kind, sig, known, ent, probe) or "new finding"] += 1
                if len(row["programs_not_confirmed"]) < 100:
                    row["programs_not_confirmed"].append(rec.get("id"))
        if advance is not None:
            advance(rec.get("id", ""))
    for row in table.values():
        row["reasons"] = dict(row["reasons"].most_common())
        row["now"] = dict(row["now"].most_common())
    return {"records": len(records), "known": dict(sorted(table.items())),
            "unknown_now_known": dict(sorted(now.items())),
            "unknown_tried": sum(unknown.values()), "unknown_still": unknown[False],
            "unknown_near_misses": dict(misses.most_common())}


def render_table(result: dict) -> list[tuple[str, ...]]:
    """Rows ``(known id, kind, hits, confirmed, not confirmed, reasons)`` of :func:`retriage`'s
    result, then one row per id unknown signatures are now given."""
    rows = [(kid, r["kind"], str(r["hits"]), str(r["confirmed"]),
             str(r["not_confirmed"]) + (f" (+{r['skipped']} skipped)" if r["skipped"] else ""),
             "; ".join([f"{n}x {why}" for why, n in r["reasons"].items()]
                       + [f"now {n}x {what}" for what, n in r.get("now", {}).items()]))
            for kid, r in result["known"].items()]
    rows += [(kid, "wrong-code", str(r["hits"]), str(r["hits"]), "0",
              "unknown before, now confirmed: " + "; ".join(r["signatures"])[:120])
             for kid, r in result["unknown_now_known"].items()]
    return rows
