"""An upstream-ready bug report of a finding (``smith report-bug FINDING_DIR``): Markdown.

What MLIR maintainers ask of a fuzzer-found bug (LLVM Developer Policy, "Reporting bugs found by
fuzzers"; ``shared/reference/upstream-hooks-and-user-asks.md``): the MLIR version and build, a
minimal UB-free deterministic reproducer, the exact ``mlir-opt`` / ``mlir-runner`` commands, the
expected and the actual output, the responsible pass, and how undefined behaviour was ruled out.

Sections (:data:`SECTIONS`, in order): Summary, Version, Reproducer, Commands, Expected vs
actual, Responsible pass, Undefined behaviour ruled out, Search terms. The reproducer is the
reduced program when ``FINDING_DIR/reduced`` holds one (``smith reduce``), else the program
with a note that it is not reduced. Outputs are taken by running the finding's own test
(``lowering.oracle``) on that program, so the report shows what the commands print.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path

from ground.toolchain import Toolchain
from lowering.execute import runner_argv
from lowering.oracle import Finding, FindingTest, Oracle, load_finding, opt_argv
from lowering.repro import strip_resources
from lowering.verdict import known_bug

SECTIONS = ("Summary", "Version", "Reproducer", "Commands", "Expected vs actual",
            "Responsible pass", "Undefined behaviour ruled out", "Search terms")


def _json(p: Path) -> dict:
    try:
        return json.loads(p.read_text())
    except (OSError, json.JSONDecodeError):
        return {}


def _reduced(d: Path) -> Finding | None:
    r = d / "reduced"
    return load_finding(r) if (r / "reduce.json").is_file() else None


def responsible_pass(d: Path, finding: Finding, reduced: Finding | None) -> tuple[str | None, str]:
    """(pass, how it was named) from ``triage.json``, the reduction's culprit, or the
    bisection recorded by ``smith run``."""
    tri = _json(d / "triage.json")
    if tri.get("pass"):
        return tri["pass"], f"`smith triage` ({tri.get('label')})"
    if reduced is not None and reduced.meta.get("culprit"):
        return reduced.meta["culprit"], "`smith reduce`: the reduced reference path is the " \
            "divergent path without this pass"
    m = finding.meta
    p = m.get("first_divergent_pass") or m.get("failing_pass")
    return p, "`smith run` bisection" if p else "not located"


def _commands(test: FindingTest, tc: Toolchain, program: str) -> list[str]:
    lines = []
    steps = ([("reference", test.reference)] if test.reference else []) + (
        [("divergent" if test.reference else "failing", test.step)] if test.step else [])
    for role, step in steps:
        out = f"{role}.ll.mlir"
        lines.append(f"# {role}")
        lines.append(shlex.join(opt_argv(tc, program, step.pipeline, out)))
        if test.kind != "compile":
            lines.append(shlex.join(runner_argv(tc, Path(out), test.entry)))
    if not steps:
        lines.append(shlex.join([str(tc.mlir_opt), program, "-o", "/dev/null"]))
    return lines


def render_report(directory: str | Path, toolchain: Toolchain, timeout: float = 60.0) -> str:
    """The Markdown report of the finding in ``directory`` (module docstring).

    Raises:
        UsageError: not a finding directory.
    """
    d = Path(directory)
    finding = load_finding(d)
    reduced = _reduced(d)
    use = reduced or finding
    test = use.test
    program = strip_resources(use.program)
    name = "reduced.mlir" if reduced else "program.mlir"
    culprit, how = responsible_pass(d, finding, reduced)
    tri = _json(d / "triage.json")
    key = tri.get("key") or ""
    ops = (key.split("; ops ", 1)[1].split(",") if tri.get("pass") and "; ops " in key
           else finding.meta.get("ops_involved") or [])
    oracle = Oracle(toolchain, d.resolve() / "report-work", timeout=timeout)
    outcome = oracle.check(test, program)
    kind = finding.test.finding_kind
    known = finding.meta.get("known_id") or tri.get("known_id")
    kb = known_bug(known) if known else None
    title = (f"[mlir] {culprit}: {'wrong result' if test.kind == 'difference' else kind}"
             if culprit else f"[mlir] {kind}")
    out = [f"# {title}", "", "## Summary", ""]
    if test.kind == "difference":
        out.append(f"The program below prints different results when lowered along two pass "
                   f"pipelines that should agree; the divergence is caused by `{culprit}`."
                   if culprit else "The program below prints different results along two "
                   "pass pipelines that should agree.")
    else:
        out.append(f"`{kind}`: {test.signature or outcome.reason}.")
    if ops:
        out.append(f"Ops involved: {', '.join(f'`{o}`' for o in ops)}.")
    if kb is not None:
        out.append(f"Matches the known bug `{kb.id}`: {kb.summary} {kb.upstream}".rstrip())
    out += ["", "## Version", "", f"MLIR {toolchain.version()} (`{toolchain.mlir_opt}`); "
            f"finding written by smith {finding.meta.get('smith_version', '?')}.", ""]
    state = "reduced by `smith reduce`" if reduced else "not reduced: run `smith reduce` first"
    out += ["## Reproducer", "", f"`{name}` ({state}):", "", "```mlir", program.rstrip("\n"),
            "```", ""]
    out += ["## Commands", "", "```sh", *_commands(test, toolchain, name), "```", ""]
    out += ["## Expected vs actual", ""]
    if outcome.outputs:
        for role, label in (("reference", "Expected (reference pipeline)"),
                            ("divergent", "Actual (divergent pipeline)")):
            if role in outcome.outputs:
                out += [f"{label}:", "", "```", outcome.outputs[role].rstrip("\n"), "```", ""]
    else:
        out += [f"Expected: the pipeline lowers and the program runs. Actual: "
                f"{outcome.reason}.", "", "```", (outcome.failure or "").strip()[:3000], "```",
                ""]
    out.append(f"Reproduces now: {'yes' if outcome.reproduced else 'no'} ({outcome.reason}).")
    out += ["", "## Responsible pass", "", f"`{culprit}` (named by {how})." if culprit
            else "Not located.", ""]
    out += ["## Undefined behaviour ruled out", ""] + _ub_lines(finding, reduced, tri) + [""]
    terms = [t for t in (culprit and culprit.split("{")[0], *ops[:4]) if t]
    out += ["## Search terms", "", "Search the upstream tracker before filing: "
            + ", ".join(f"`{t}`" for t in terms) + ".", "",
            f"`https://github.com/llvm/llvm-project/issues?q={'+'.join(terms[:3])}`", ""]
    return "\n".join(out)


def _ub_lines(finding: Finding, reduced: Finding | None, tri: dict) -> list[str]:
    m = finding.meta
    lines = ["- The program was generated UB-free: every op whose operands could reach "
             "undefined behaviour is guarded by `smith ubfix` (an exact guard: a value "
             "changes only where UB would happen)."]
    if reduced is not None and reduced.test.kind == "difference":
        lines.append("- The reduced program prints the same two outputs once `ubfix` guarded "
                     "it again (a guard changes a value only where UB would happen).")
        if reduced.meta.get("uninit_check"):
            lines.append("- Every reduction step printed the same two outputs with fresh heap "
                         "and stack memory filled with a byte pattern (no uninitialised read).")
    elif reduced is not None:
        lines.append("- The reduced program still fails once `ubfix` re-inserted the guards "
                     "a deletion may have exposed.")
    fa = m.get("false_alarm")
    if fa:
        lines.append(f"- False-alarm check: `{fa.get('classification')}` (LLVM at -O0 equal: "
                     f"{fa.get('o0_equal')}; without MLIR optimisation passes equal: "
                     f"{fa.get('noopt_equal')}).")
    rc = m.get("runtime_check")
    if rc:
        lines.append(f"- MLIR runtime verification: `{rc}`.")
    un = tri.get("uninit")
    if un:
        changes = "does not change" if un.get("classification") == "none" else "changes"
        lines.append(f"- Uninitialised memory: `{un.get('classification')}` (fresh heap and "
                     f"stack memory filled with two byte patterns; the output {changes}).")
    trap = tri.get("trap")
    if trap:
        lines.append(f"- Trap: `{trap.get('classification')}`: {trap.get('reason')}.")
    return lines
