"""Check the mined conversion map against the installed ``mlir-opt``.

For each probed op a one-op module is built:

- ops the generator can produce (the dialects with an overlay, ``tosa`` and ``arith``): a verified
  program from :func:`smith.gen.program.one_op_program` with a template of exactly that op
  (``GenOptions(dialects=(d,), ubfix=False, checksum=False)``; ``@main`` feeds it constants);
- ``math`` ops: a hand-written ``func.func`` from the spec (operand/result kinds from the
  constraint summaries: ``integer`` -> ``i32``, ``bool``/``1-bit`` -> ``i1``, else ``f32``); a
  module that does not parse is skipped.

Then every candidate pass (all passes of ``conversions.json``, plus the hand-listed
``decompositions``: transform passes such as ``tosa-optional-decompositions`` that rewrite an op
no conversion pass handles into ops that have one) runs alone on it:
``mlir-opt --<pass> --mlir-print-op-generic`` (function passes are retried as
``--pass-pipeline=builtin.module(func.func(<pass>))`` when mlir-opt cannot schedule them on the
module). The pass *removes* the op when mlir-opt exits 0, the generic output no longer names
``"<op>"`` and the output parses again. The static map says the pass *converts* the op
(``conversions.json["static_ops"]``); every difference is a disagreement, classified:

- ``static-only``: mined pattern, but the op survives (pattern declines these types, the op is
  legal through ``markUnknownOpDynamicallyLegal``/dynamic legality, or the mined source is of
  another LLVM version than 22.1.8);
- ``probe-only``: the op goes away although no pattern was mined (patterns from populate
  functions outside the directory, folding during conversion, or sources not mined).
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from extract.cpp_names import source_dialect
from ground.proc import run_tool
from ground.toolchain import pinned_version

GENERATED = ("tosa", "arith")
#: the control: a program whose op ``canonicalize`` removes is degenerate for the probe (the
#: dialect-conversion driver also tries folding on every non-legal op, e.g. ``tosa.argmax`` over a
#: size-1 axis folds to a constant under ``tosa-to-arith``), so such programs are replaced (next
#: seed); ops whose every program folds are reported as ``folded_programs`` and not compared.
CONTROL_PASS = "canonicalize"
HAND_WRITTEN = ("math",)
_SCHED = "unable to schedule pass"


def _kind(entry: dict) -> str:
    s = (entry.get("summary") or "").lower() + " " + (entry.get("constraint") or "").lower()
    if "bool" in s or "1-bit" in s or "i1" in s:
        return "i1"
    if "integer" in s and "float" not in s:
        return "i32"
    return "f32"


def hand_program(spec: dict) -> str | None:
    """A one-op ``func.func`` in generic form for a simple scalar op (no regions/attributes that
    need values); None when the spec is out of that shape."""
    if spec.get("regions") or spec.get("successors"):
        return None
    if any(not a.get("optional") and a.get("default") is None and
           "Fastmath" not in (a.get("constraint") or "") for a in spec.get("attributes", [])):
        return None
    ins = [_kind(o) for o in spec["operands"]]
    outs = [_kind(r) for r in spec["results"]]
    if not outs or any(o.get("variadic") for o in spec["operands"]):
        return None
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(ins))
    uses = ", ".join(f"%a{i}" for i in range(len(ins)))
    res = ", ".join(f"%r#{i}" if len(outs) > 1 else "%r" for i in range(len(outs)))
    return (f'func.func @compute({args}) -> ({", ".join(outs)}) {{\n'
            f'  %r{":" + str(len(outs)) if len(outs) > 1 else ""} = "{spec["name"]}"({uses}) : '
            f'({", ".join(ins)}) -> ({", ".join(outs)})\n'
            f'  func.return {res} : {", ".join(outs)}\n}}\n')


def run_pass(mlir_opt: str, text: str, pass_name: str, op: str, timeout: float = 60.0) -> bool:
    """True when ``pass_name`` alone removes every ``op`` and its output parses again."""
    res = run_tool([mlir_opt, f"--{pass_name}", "--mlir-print-op-generic"], stdin=text,
                   timeout=timeout)
    if not res.ok and _SCHED in res.stderr:
        res = run_tool([mlir_opt, f"--pass-pipeline=builtin.module(func.func({pass_name}))",
                        "--mlir-print-op-generic"], stdin=text, timeout=timeout)
    if not res.ok or f'"{op}"' in res.stdout:
        return False
    return run_tool([mlir_opt], stdin=res.stdout, timeout=timeout).ok


def _parses(mlir_opt: str, text: str) -> bool:
    return run_tool([mlir_opt], stdin=text, timeout=60).ok


#: op name, accept(program text) -> a one-op program of the generator that ``accept`` takes, or
#: None (``smith.gen.program.one_op_program``; passed in: the generator sits above this package)
OneOpProgram = Callable[[str, Callable[[str], bool]], "str | None"]


def probe_programs(specs_dir: Path, mlir_opt: str, generated_ops: Callable[[str], Any],
                   one_op_program: OneOpProgram,
                   ops: list[str] | None = None) -> dict[str, str]:
    """op name -> one-op module text for the probed dialects (ops without a program omitted).
    ``generated_ops(dialect)`` names the generator's ops of a dialect of :data:`GENERATED`;
    ``one_op_program`` draws their programs, until :data:`CONTROL_PASS` does not fold the op
    away."""
    out: dict[str, str] = {}
    for dialect in GENERATED:
        names = sorted(generated_ops(dialect))
        for op in names:
            if ops is None or op in ops:
                text = one_op_program(
                    op, lambda t, op=op: not run_pass(mlir_opt, t, CONTROL_PASS, op))
                if text:
                    out[op] = text
    for dialect in HAND_WRITTEN:
        path = Path(specs_dir) / f"{dialect}.json"
        if not path.is_file():
            continue
        for name, spec in sorted(json.loads(path.read_text())["ops"].items()):
            if ops is not None and name not in ops:
                continue
            text = hand_program(spec)
            if text and _parses(mlir_opt, text):
                out[name] = text
    return out


def known_passes(conversions: dict[str, Any]) -> set[str]:
    """The passes the map speaks of: mined conversion passes and hand-listed decompositions."""
    return set(conversions.get("passes", {})) | set(conversions.get("decompositions", {}))


def static_map(conversions: dict[str, Any]) -> dict[str, list[str]]:
    """op -> passes that rewrite it by the sources: the mined ``static_ops`` (or ``ops``) plus
    each decomposition's ``rewrites``."""
    static = {op: list(v) for op, v in
              conversions.get("static_ops", conversions.get("ops", {})).items()}
    for name, entry in sorted(conversions.get("decompositions", {}).items()):
        for op in entry.get("rewrites", []):
            if name not in static.setdefault(op, []):
                static[op].append(name)
    return static


def probe(conversions: dict[str, Any], programs: dict[str, str], mlir_opt: str,
          jobs: int | None = None,
          progress: Callable[[int, int], None] | None = None) -> dict[str, list[str]]:
    """op -> sorted passes (of :func:`known_passes`) that remove it on its program."""
    passes = sorted(known_passes(conversions) | {CONTROL_PASS})
    work = [(op, p) for op in sorted(programs) for p in passes]
    removed: dict[str, set] = {op: set() for op in programs}
    with cf.ThreadPoolExecutor(max_workers=jobs or min(16, os.cpu_count() or 4)) as ex:
        futs = {ex.submit(run_pass, mlir_opt, programs[op], p, op): (op, p) for op, p in work}
        for i, fut in enumerate(cf.as_completed(futs), 1):
            op, p = futs[fut]
            if fut.result():
                removed[op].add(p)
            if progress:
                progress(i, len(work))
    return {op: sorted(v) for op, v in sorted(removed.items())}


def folded_ops(probed: dict[str, list[str]], conversions: dict[str, Any]) -> list[str]:
    """Ops that :data:`CONTROL_PASS` removed: their program folds, so the probe cannot tell a
    pattern from folding (excluded from the comparison)."""
    return sorted(op for op, got in probed.items() if CONTROL_PASS in got)


def compare(conversions: dict[str, Any], probed: dict[str, list[str]]) -> dict[str, Any]:
    """The probe report: per probed op the static and probed pass lists and the differences.
    Only passes of ``conversions["passes"]`` count; folded programs are listed apart."""
    static = static_map(conversions)
    known = known_passes(conversions)
    folded = folded_ops(probed, conversions)
    rows, n_static_only, n_probe_only = {}, 0, 0
    for op, got in sorted(probed.items()):
        if op in folded:
            continue
        got = [p for p in got if p in known]
        want = set(static.get(op, []))
        s_only = sorted(want - set(got))
        p_only = sorted(set(got) - want)
        n_static_only += len(s_only)
        n_probe_only += len(p_only)
        rows[op] = {"static": sorted(want), "probe": got, "static_only": s_only,
                    "probe_only": p_only}
    disagree = {op: r for op, r in rows.items() if r["static_only"] or r["probe_only"]}
    return {
        "probed_ops": len(rows),
        "control_pass": CONTROL_PASS,
        "folded_programs": folded,
        "passes": sorted(known_passes(conversions)),
        "agree": len(rows) - len(disagree),
        "disagree": len(disagree),
        "static_only_pairs": n_static_only,
        "probe_only_pairs": n_probe_only,
        "disagreements": disagree,
        "ops": rows,
    }


def explain(report: dict[str, Any], conversions: dict[str, Any]) -> dict[str, Any]:
    """Attach a reason to every disagreeing (op, pass) pair, from what was mined for the pass."""
    passes = conversions.get("passes", {})
    for op, row in report["disagreements"].items():
        reasons = {}
        dialect = op.split(".", 1)[0]
        for p in row["static_only"]:
            reasons[p] = ("pattern mined but the op survives: the pattern declines this program's "
                          f"types/attributes, or the mined source differs from {pinned_version()}")
        for p in row["probe_only"]:
            if p in conversions.get("decompositions", {}):
                reasons[p] = ("decomposition pass: it rewrites this op too (only the ops no "
                              "conversion pass handles are listed in its 'rewrites')")
                continue
            info = passes.get(p, {})
            src = source_dialect(info.get("directory", "")) or ""
            if info.get("external_populate") and src == dialect:
                reasons[p] = ("rewritten by patterns of populate functions defined outside the "
                              "conversion directory: " + ", ".join(info["external_populate"]))
            elif src == dialect:
                reasons[p] = ("source version drift: the mined (stored) source of "
                              f"{info.get('directory')} has no pattern for the op; "
                              f"{pinned_version()} does")
            else:
                reasons[p] = (f"{p} has no pattern for {dialect} ops: removed by folding during "
                              f"conversion or by patterns the {pinned_version()} source adds")
        row["reasons"] = reasons
    return report


def reconcile(doc: dict[str, Any]) -> dict[str, Any]:
    """Set ``doc["ops"]``: the probe's verdict for every probed (non-folded) op, the static
    (mined + decompositions) map for the others. ``static_ops``, ``decompositions`` and ``probe``
    stay as they are."""
    ops = static_map({"static_ops": doc.get("static_ops", {}),
                      "decompositions": doc.get("decompositions", {})})
    probe_sec = doc.get("probe") or {}
    known = known_passes(doc)
    folded = set(probe_sec.get("folded_programs", []))
    for op, got in probe_sec.get("ops", {}).items():
        if op in folded:
            continue
        kept = [p for p in got if p in known]
        if kept:
            ops[op] = kept
        else:
            ops.pop(op, None)
    doc["ops"] = {op: sorted(v) for op, v in sorted(ops.items())}
    return doc


def apply_probe(conversions: dict[str, Any], probed: dict[str, list[str]]) -> dict[str, Any]:
    """``conversions`` with a ``probe`` section (op -> passes that removed it on 22.1.8, and the
    programs that fold) and ``ops`` reconciled (:func:`reconcile`)."""
    doc = dict(conversions)
    doc["probe"] = {"mlir_version": conversions.get("mlir_version"),
                    "control_pass": CONTROL_PASS,
                    "folded_programs": folded_ops(probed, conversions),
                    "ops": {op: v for op, v in sorted(probed.items())}}
    return reconcile(doc)
