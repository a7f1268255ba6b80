"""CLI command of translation validation: ``smith tv PROGRAM --pass PIPELINE`` (judges.tv)."""

from __future__ import annotations

import json

import click
from mlir import ir

from ground.errors import UsageError
from ground.fsutil import read_input
from judges.tv.driver import TVOutcome, validate_pass
from judges.tv.findings import record
from lowering.findings.store import FindingStore
from smith.app.options import (
    PATH,
    mlir_bin_option,
    toolchain_of,
)


def _describe(o: TVOutcome) -> list[str]:
    lines = [f"{o.pipeline}: {o.verdict}" + (f" ({o.reason})" if o.reason else "")]
    if o.result is not None:
        for f in o.result.funcs:
            extra = f" ({f.reason})" if f.reason and f.verdict != "refuted" else ""
            lines.append(f"  @{f.func}: {f.verdict}{extra}  [solver {f.solver_seconds:.2f} s, "
                         f"{f.queries} queries]")
    ref = o.refutation
    if ref is not None and ref.counterexample is not None:
        cex = ref.counterexample
        lines.append(f"  counterexample for @{cex.func}: {cex.what}")
        for i, a in enumerate(cex.args):
            vals = a.floats if a.floats is not None else a.bits
            shown = vals[0] if a.shape is None else list(vals)
            lines.append(f"    %arg{i} : {a.type} = {shown}")
    if o.confirmation is not None:
        c = o.confirmation
        if c.by == "reference model":
            lines.append(f"  confirmed {c.how}")
        else:
            state = "confirmed" if c.confirmed else "NOT confirmed"
            lines.append(f"  execution {state}: {c.how}")
    if o.known_id:
        lines.append(f"  known MLIR bug: {o.known_id} ({o.key})")
    return lines


def _outcome_json(o: TVOutcome) -> dict:
    ref = o.refutation
    cex = ref.counterexample if ref else None
    return {
        "pass": o.pipeline, "verdict": o.verdict, "reason": o.reason,
        "key": o.key or None, "known_id": o.known_id,
        "seconds": round(o.seconds, 3),
        "solver_seconds": round(o.result.solver_seconds, 4) if o.result else None,
        "functions": [{"name": f.func, "verdict": f.verdict, "reason": f.reason}
                      for f in (o.result.funcs if o.result else ())],
        "counterexample": None if cex is None else {
            "function": cex.func, "what": cex.what,
            "args": [{"type": a.type, "values": list(a.floats if a.floats is not None
                                                     else a.bits)} for a in cex.args]},
        "confirmation": None if o.confirmation is None else {
            "confirmed": o.confirmation.confirmed, "how": o.confirmation.how},
    }


@click.command()
@click.argument("program", type=PATH)
@click.option("--pass", "-p", "pipelines", multiple=True, required=True,
              help="Pass pipeline to validate: pass names separated by commas (options in "
                   "braces), or a builtin.module(...) pipeline. Repeat to check several.")
@click.option("--after", default=None,
              help="Pipeline run before, not validated: each --pass is validated on its "
                   "output (e.g. --after tosa-to-linalg-named --pass tosa-to-linalg).")
@click.option("--func", "funcs", multiple=True,
              help="Function to check (repeatable; default: every function in both modules).")
@click.option("--timeout", default=30.0, show_default=True,
              help="Solver limit per query, in seconds.")
@click.option("--solver", type=click.Choice(["bitwuzla", "z3", "cvc5"]), default="bitwuzla",
              show_default=True, help="SMT solver deciding the queries.")
@click.option("--execute/--no-execute", default=True, show_default=True,
              help="Confirm every refutation by running the counterexample with and without "
                   "the pass.")
@click.option("--out", "-o", type=PATH, default=None,
              help="Write refutations as findings under OUT/findings/tv-refuted/ (a known "
                   "MLIR bug under the directory of its id).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object per pass.")
@mlir_bin_option
def tv(program, pipelines, after, funcs, timeout, solver, execute, out, as_json, mlir_bin):
    """Translation validation: prove, or refute with a counterexample, that each pass keeps
    the meaning of PROGRAM for all inputs (mlir-tv's refinement, checked with z3).

    Verdicts: validated, refuted (confirmed by execution), refuted-unconfirmed (execution
    does not show the counterexample: a bug of smith), unsupported (an op outside the
    encoding, named), timeout, inconclusive, pass-failed. Exit code 1 when a pass is refuted.
    """
    if timeout <= 0:
        raise UsageError("--timeout must be positive")
    text = read_input(program)
    with ir.Context():
        try:
            ir.Module.parse(text)
        except ir.MLIRError as exc:
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else "parse error"
            raise UsageError(f"{program}: {first}") from None
    tc = toolchain_of(mlir_bin)
    store = FindingStore(out) if out is not None else None
    refuted = False
    for p in pipelines:
        o = validate_pass(text, p, tc, funcs or None, timeout, execute, solver=solver,
                          after=after)
        refuted |= o.verdict in ("refuted", "refuted-unconfirmed")
        d = record(store, program.stem, o, tc, report_known=True) \
            if store is not None else None
        if as_json:
            click.echo(json.dumps(_outcome_json(o) | {"finding": str(d) if d else None},
                                  sort_keys=True))
        else:
            click.echo("\n".join(_describe(o) + ([f"  finding: {d}"] if d else [])))
    if refuted:
        raise SystemExit(1)
