"""An upstream-ready bug report of a finding (``smith report-bug FINDING_DIR``): Markdown, under
60 lines for a reduced finding.

What MLIR maintainers fix fastest (LLVM Developer Policy, "Reporting bugs found by fuzzers";
``shared/reference/upstream-hooks-and-user-asks.md``): a short report naming the pass or
rewrite pattern and the source op, a minimal UB-free reproducer, commands that run as pasted,
the expected and the actual result as values, and why the expected one is right.

Wrong-code (sections :data:`SECTIONS`): the title names the pass, the pattern when one applies
(``lowering.findings.bug_locate``), the source op and the two values; the commands use ``mlir-opt``
and
``mlir-runner`` from ``PATH`` and the runner libraries through ``MLIR_LIB`` (default: ``lib``
next to the ``bin`` holding ``mlir-runner``, the layout of the PyPI wheels and of an LLVM build);
smith's code generation options for ``mlir-runner`` (``ground/runner_codegen.json``) appear only
when the difference needs them (the reproducer is run without them; when the outputs are the
same, one line says so). Checksum lines are read back as values of the source types
(``lowering.findings.checksum_decode``). Why the expected value is right: the TOSA reference model's
verdict when ``smith finding triage`` recorded one, the known bug's description of the op's
semantics, and what the lowering paths of the original finding print on the reduced program.

Crash / compile failure / run-time failure (sections :data:`FAILURE_SECTIONS`): the assertion,
the top stack frames and the one ``mlir-opt`` command (with ``mlir-runner`` for a run-time
failure).

The reproducer is ``FINDING_DIR/reduced`` when ``smith finding reduce`` wrote it, else the
program with a note that it is not reduced. Outputs are taken by running the finding's own test
(``lowering.findings.finding_test``) on that program, so the report shows what the commands print.
"""

from __future__ import annotations

import json
import re
import shlex
import shutil
import urllib.parse
from pathlib import Path

import attrs

from ground.compiler import run_call
from ground.errors import UsageError
from ground.toolchain import RUNNER_LIBS, Toolchain
from lowering.execute import runner_call
from lowering.failure import stack_frames
from lowering.findings.bug_locate import (
    applied_patterns,
    changed_ops,
    culprit_index,
    folded_by,
    sole_op,
    source_ops,
)
from lowering.findings.checksum_decode import Line, decode, printed_lines
from lowering.findings.finding_test import Finding, FindingTest, Oracle, Outcome, Step, load_finding
from lowering.findings.reproducer import strip_resources
from lowering.findings.uninit import ALLOCA_LINE, PATTERNS, alloca_fill
from lowering.passmap import base_name
from lowering.pipeline import PassRunner
from lowering.verdict import KnownCrash, known_bug, load_known_wrong_code
from ubfix.rewrite import header_comments

SECTIONS = ("Reproducer", "Commands", "Expected vs actual", "Where",
            "Undefined behaviour ruled out", "Search terms")
FAILURE_SECTIONS = ("Reproducer", "Command", "Failure", "Search terms")
#: source op -> its documented semantics, one line (data: op_semantics.json)
OP_SEMANTICS: dict[str, str] = json.loads(
    Path(__file__).with_name("op_semantics.json").read_text())["ops"]
LIB_VAR = 'MLIR_LIB=${MLIR_LIB:-$(dirname "$(readlink -f "$(command -v mlir-runner)")")/../lib}'
_NO_DIRS = re.compile(r"^/\S*/(?=[^/\s]+:\d+:)")  # /path/to/File.cpp:12: -> File.cpp:12:
_LOCATION = re.compile(r"^\S+:\d+:\d+: (?:error: )?")  # file:line:col: error:
#: frames of the C++ library or LLVM's support code: not where a bug is
_LIBRARY_FRAMES = ("std::", "__gnu_debug::", "__gnu_cxx::", "llvm::sys::", "llvm::report_fatal")
LIBS_VAR = "LIBS=" + ",".join(f"$MLIR_LIB/{lib}" for lib in RUNNER_LIBS)


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
        return tri["pass"], "`smith finding triage`"
    if reduced is not None and reduced.meta.get("culprit"):
        return reduced.meta["culprit"], "`smith finding reduce`: the two pipelines differ by " \
            "this pass alone"
    m = finding.meta
    p = m.get("first_divergent_pass") or m.get("failing_pass")
    return p, "`smith run` bisection" if p else "not located"


@attrs.frozen
class Where:
    """Where the bug sits: the culprit pass, the source op, the pattern, a fold the expected
    pipeline relies on (``lowering.findings.bug_locate``)."""

    culprit: str | None
    how: str
    source: list[str] = attrs.Factory(list)
    changed: list[str] = attrs.Factory(list)
    patterns: list[str] = attrs.Factory(list)
    fold: str | None = None


def _where(d: Path, finding: Finding, reduced: Finding | None, program: str,
           tc: Toolchain, timeout: float) -> Where:
    culprit, how = responsible_pass(d, finding, reduced)
    t = (reduced or finding).test
    if t.step is None:
        return Where(culprit, how)
    runner = PassRunner(tc, t.step.func_nested, timeout, isolation="subprocess")
    i = culprit_index(t.step.passes, t.reference.passes) if t.reference else None
    if i is None:  # not a pair differing by one pass: the culprit by name
        i = next((k for k, p in enumerate(t.step.passes)
                  if culprit and base_name(p) == base_name(culprit)), None)
    if i is None:
        return Where(culprit, how)
    culprit = t.step.passes[i]
    ir_before, changed = changed_ops(runner, program, t.step.passes[:i], culprit)
    if ir_before is None:
        return Where(culprit, how)
    src = source_ops(program, ir_before, changed)
    pats = applied_patterns(runner, ir_before, culprit, [*src, *sorted(changed)])
    fold = folded_by(runner, program, t.reference.passes, src[0]) if src and t.reference \
        else None
    return Where(culprit, how, src, sorted(changed), pats, fold)


def render_report(directory: str | Path, toolchain: Toolchain, timeout: float = 60.0) -> str:
    """The Markdown report of the finding in ``directory`` (module docstring); the tools run
    in ``directory/report-work``, removed afterwards.

    Raises:
        UsageError: not a finding directory.
    """
    d = Path(directory)
    finding = load_finding(d)
    reduced = _reduced(d)
    use = reduced or finding
    program = strip_resources(use.program)
    program = program[len(header_comments(program)):].lstrip("\n")
    name = "reduced.mlir" if reduced else "program.mlir"
    work = d.resolve() / "report-work"
    try:
        outcome = Oracle(toolchain, work, timeout=timeout).check(use.test, program)
        if use.test.kind == "difference":
            text = _wrong_code(d, finding, reduced, program, name, outcome, toolchain, timeout)
        elif use.test.kind == "uninit":
            text = _uninit(d, finding, reduced, program, name, outcome, toolchain, timeout)
        else:
            text = _failure(d, finding, reduced, program, name, outcome, toolchain)
        return text.rstrip("\n") + "\n"
    finally:
        shutil.rmtree(work, ignore_errors=True)  # scratch files of the runs


def _origin(finding: Finding, reduced: Finding | None) -> str:
    made = f"Found by smith {finding.meta.get('smith_version', '?')}"
    if reduced is None:
        return made + "; not reduced: run `smith finding reduce` first"
    m = reduced.meta
    return made + f"; reduced by `smith finding reduce` ({m.get('ops_before', '?')} -> " \
        f"{m.get('ops_after', '?')} ops)"


def _version(tc: Toolchain) -> str:
    banner = tc.version_banner()
    asserts = " with assertions" if "assertions" in banner.lower() else ""
    return f"MLIR {tc.version()}{asserts}"


# ---- wrong code -----------------------------------------------------------------------------

@attrs.frozen
class Values:
    """The printed lines of both pipelines, read back (:mod:`lowering.findings.checksum_decode`)."""

    lines: list[Line]
    expected: list[str]
    actual: list[str]

    def differing(self) -> list[int]:
        return [i for i, (a, b) in enumerate(zip(self.expected, self.actual)) if a != b]

    def value(self, i: int, side: list[str]) -> str | None:
        """Line ``i`` of ``side`` as a value: decoded, as printed (not a checksum line), or
        None (a hash)."""
        if i >= len(self.lines) or i >= len(side):
            return None
        if self.lines[i].kind == "printed":
            return side[i].strip()
        return decode(self.lines[i], int(side[i])) if side[i].lstrip("-").isdigit() else None


def _values(program: str, entry: str, outputs: dict[str, str]) -> Values:
    try:
        lines = printed_lines(program, entry)
    except UsageError:  # no such entry function: the lines as printed
        lines = []
    return Values(lines, [ln for ln in outputs.get("reference", "").split("\n") if ln.strip()],
                  [ln for ln in outputs.get("divergent", "").split("\n") if ln.strip()])


def _title(where: Where, vals: Values) -> str:
    pass_ = base_name(where.culprit) if where.culprit else "lowering"
    pat = f" ({_bare(where.patterns[0])})" if where.patterns else ""
    op = f" for `{where.source[0]}`" if where.source else ""
    diff = vals.differing()
    i = diff[0] if diff else None
    exp = vals.value(i, vals.expected) if i is not None else None
    act = vals.value(i, vals.actual) if i is not None else None
    typ = f" ({vals.lines[i].type})" if exp is not None and act is not None else ""
    got = f": {act} instead of {exp}" if exp is not None and act is not None else ""
    return f"# [mlir] {pass_}{pat}: wrong result{op}{typ}{got}"


def _wrong_code(d: Path, finding: Finding, reduced: Finding | None, program: str, name: str,
                outcome: Outcome, tc: Toolchain, timeout: float) -> str:
    test = (reduced or finding).test
    where = _where(d, finding, reduced, program, tc, timeout)
    vals = _values(program, test.entry, outcome.outputs)
    bare = Oracle(tc, d.resolve() / "report-work", timeout=timeout, codegen=False)
    without = bare.check(test, program)
    needs_codegen = without.outputs != outcome.outputs
    culprit = base_name(where.culprit) if where.culprit else "the responsible pass"
    out = [_title(where, vals),
           f"{_version(tc)}. Two pipelines that differ only by `{culprit}` print different "
           f"results for the program below. {_origin(finding, reduced)}.", ""]
    out += [f"## Reproducer: `{name}`", "```mlir", program.rstrip("\n"), "```", ""]
    out += ["## Commands", f"With `mlir-opt` and `mlir-runner` on `PATH`, next to `{name}` "
            "(`MLIR_LIB`: the directory of the runner libraries):", "```sh",
            *wrong_code_commands(test, name, culprit, tc if needs_codegen else None), "```",
            _codegen_note(tc, needs_codegen, without), ""]
    out += ["## Expected vs actual", *_value_table(vals),
            *_why(d, finding, where, vals, test, program, tc, timeout), ""]
    out += ["## Where", *_where_lines(where, test, reduced is not None), ""]
    out += ["## Undefined behaviour ruled out", *_ub_lines(finding, reduced), ""]
    out += _search_terms(where)
    if not outcome.reproduced:
        out.insert(2, f"**Does not reproduce now** ({outcome.reason}).\n")
    return "\n".join(out)


def wrong_code_commands(test: FindingTest, name: str, culprit: str,
                        codegen_tc: Toolchain | None) -> list[str]:
    """The sh lines of a difference ``test`` on the program file ``name``: ``mlir-opt`` and
    ``mlir-runner`` from ``PATH``, the runner libraries through ``MLIR_LIB`` (default: ``lib``
    next to the ``bin`` of ``mlir-runner``); the expected (reference) pipeline, then the actual
    one, each lowering to ``expected.mlir`` / ``actual.mlir`` and running it. With
    ``codegen_tc``, its ``runner_codegen`` options go in ``$CODEGEN`` on both runs (the
    difference needs them)."""
    lines = [LIB_VAR, LIBS_VAR]
    flags = ""
    if codegen_tc is not None:
        lines.append("CODEGEN=" + shlex.quote(" ".join(codegen_tc.runner_codegen)))
        flags = " $CODEGEN"
    for role, step, label in (("expected", test.reference, f"without {culprit}"),
                              ("actual", test.step, f"with {culprit}")):
        assert step is not None
        lines += [f"# {role}: the pipeline {label}",
                  shlex.join(["mlir-opt", name, f"--pass-pipeline={step.pipeline}", "-o",
                              f"{role}.mlir"]),
                  f"mlir-runner {role}.mlir -e {shlex.quote(test.entry)} "
                  f"--entry-point-result=void --shared-libs=$LIBS{flags}"]
    return lines


def _codegen_note(tc: Toolchain, needed: bool, without: Outcome) -> str:
    flags = " ".join(tc.runner_codegen)
    if needed:
        return (f"The difference needs smith's `mlir-runner` code generation options "
                f"(`{flags}`, LLVM's -O0 code generation); without them: {without.reason}.")
    return ("The result is the same without smith's `mlir-runner` code generation options "
            f"(`{' '.join(tc.runner_codegen[:2])} ...`), so they are left out.")


def _value_table(vals: Values, heads: tuple[str, str] = ("expected", "actual")) -> list[str]:
    """The table of printed lines: what each is, its two values (decoded and as printed)."""
    out = [f"| line | value | {heads[0]} | {heads[1]} |", "|---|---|---|---|"]
    for i, (a, b) in enumerate(zip(vals.expected, vals.actual)):
        line = vals.lines[i] if i < len(vals.lines) else Line("unknown")
        ea, eb = vals.value(i, vals.expected), vals.value(i, vals.actual)
        if line.kind == "printed" or not (a.lstrip("-").isdigit() and
                                          b.lstrip("-").isdigit()):
            what = line.source if line.kind == "printed" else "a printed line"
            cell_a, cell_b = a.strip(), b.strip()  # printed as itself
        else:
            what = _line_text(line)
            cell_a = f"{ea} (`{a}`)" if ea is not None else f"`{a}`"
            cell_b = f"{eb} (`{b}`)" if eb is not None else f"`{b}`"
        mark = "" if a == b else " **differs**"
        out.append(f"| {i + 1} | {what} | {cell_a} | {cell_b}{mark} |")
    return out


def _line_text(line: Line) -> str:
    if line.kind == "combined":
        return "combined checksum of the lines above (a hash, not decodable)"
    if line.kind == "hash":
        return f"checksum of {line.source}, {line.elements} elements (a hash, not decodable)"
    return line.source if line.decodable else "a printed integer"


def _why(d: Path, finding: Finding, where: Where, vals: Values, test: FindingTest,
         program: str, tc: Toolchain, timeout: float) -> list[str]:
    """Why the expected value is right: the reference model, the known bug, the paths."""
    diff = vals.differing()
    i = diff[0] if diff else 0
    exp = vals.value(i, vals.expected) or (vals.expected[i] if vals.expected else "?")
    why: list[str] = []
    notes: list[str] = []
    tri = _json(d / "triage.json")
    ref = tri.get("tosa_ref")
    if ref:
        why.append(f"the TOSA reference model (tosa-tools) finds MLIR's result of "
                   f"`{ref.get('op')}` against the TOSA specification on the original "
                   f"program: {str(ref.get('message')).rstrip('.')}.")
    kid = finding.meta.get("known_id") or tri.get("known_id")
    kb = next((k for k in load_known_wrong_code() if k.id == kid), None) or (
        known_bug(kid) if kid else None)
    if kb is not None:
        fresh = bool(_reduce_meta(d).get("uninit_check")
                     or (tri.get("uninit") or {}).get("classification") == "none")
        line = known_line(kb, fresh)
        (notes if line.startswith("Note:") else why).append(line)
    why += _paths_agree(finding, test, program, tc, timeout, d, exp)
    if where.fold:
        notes.append(f"Note: the expected pipeline does not lower `{where.source[0]}`: "
                     f"`{base_name(where.fold)}` folds it away first, so the comparison is that "
                     f"fold against `{base_name(where.culprit or '')}`'s lowering.")
    doc = OP_SEMANTICS.get(where.source[0]) if where.source else None
    if doc:
        why.append(f"{doc}.")
    if not why:
        why.append("the pipeline without the responsible pass prints it (no other opinion "
                   "recorded: run `smith finding triage`).")
    checksum = any(ln.kind not in ("unknown", "printed") for ln in vals.lines)
    intro = ["Values read back from the integers `@main` prints (a float's bits, a tensor's "
             "checksum)."] if checksum else []
    return ["", " ".join([*intro, f"Why {exp} is right:", *(w[0].upper() + w[1:] for w in why),
                          *notes])]


def known_line(kb: KnownCrash, fresh_memory_checked: bool) -> str:
    """The sentence on the known bug ``kb`` a finding's key matched: its id, upstream report and
    description; or, when the description is an uninitialised read (its id or summary says so)
    while ``fresh_memory_checked`` (the output did not change with the contents of fresh
    memory), a note that the label does not fit."""
    uninit = "uninit" in kb.id or "uninitialised" in kb.summary
    if uninit and fresh_memory_checked:
        return (f"Note: smith's known-bug table files this under `{kb.id}` by its key alone; "
                "the output does not depend on fresh memory (below), so that description does "
                "not fit.")
    return (f"known bug `{kb.id}`" + (f" ({kb.upstream})" if kb.upstream else "")
            + f": {kb.summary}.")


def _reduce_meta(d: Path) -> dict:
    return _json(d / "reduced" / "reduce.json")


def _paths_agree(finding: Finding, test: FindingTest, program: str, tc: Toolchain,
                 timeout: float, d: Path, exp: str) -> list[str]:
    """The lowering paths of the original finding run on ``program``: which print the
    expected output, which the actual one."""
    paths = [p for p in finding.meta.get("paths", []) if p.get("pipeline")]
    if not paths:
        return []
    oracle = Oracle(tc, d.resolve() / "report-work", timeout=timeout)
    ref_out = oracle.lower_and_run(program, test.reference, entry=test.entry)[1]
    div_out = oracle.lower_and_run(program, test.step, entry=test.entry)[1]
    groups: dict[str, list[str]] = {"expected": [], "actual": [], "other": []}
    for p in paths:
        res = oracle.lower_and_run(program, Step.of(p["pipeline"]), entry=test.entry)[1]
        out = res.stdout if res is not None and res.ok else None
        key = ("expected" if ref_out and out == ref_out.stdout else
               "actual" if div_out and out == div_out.stdout else "other")
        groups[key].append(p["name"])
    n = len(paths)
    agree, wrong = groups["expected"], groups["actual"]
    if agree and not wrong:
        return [f"all {n} lowering paths smith ran on the original program print {exp} on "
                f"this one ({', '.join(agree)})."]
    verb = "prints" if len(agree) == 1 else "print"
    text = (f"of the {n} lowering paths smith ran on the original program, "
            f"{len(agree)} ({', '.join(agree) or '-'}) {verb} the expected value on this one, "
            f"{len(wrong)} ({', '.join(wrong) or '-'}) the actual one")
    if len(agree) > len(wrong):
        return [text + "."]
    return [text + ": they do not settle which value is right."]


def _where_lines(where: Where, test: FindingTest, reduced: bool) -> list[str]:
    minimal = "minimal " if reduced else ""
    n_ref = len(test.reference.passes) if test.reference else 0
    n_div = len(test.step.passes) if test.step else 0
    out = [f"- Pass: `{base_name(where.culprit)}` (named by {where.how}; {minimal}pipelines of "
           f"{n_div} and {n_ref} passes)." if where.culprit else "- Pass: not located."]
    if where.source:
        changed = ", ".join(f"`{o}`" for o in where.changed[:6])
        out.append(f"- Source op: `{where.source[0]}`: the ops the pass changes ({changed}) "
                   "carry its location.")
    if where.patterns:
        out.append("- Rewrite pattern: " + ", ".join(f"`{p}`" for p in where.patterns[:3])
                   + " (applied by the pass on the reduced program).")
    elif where.culprit:
        out[0] = out[0][:-1] + "; it applies no rewrite pattern to these ops " \
            "(`-debug-only=pattern-application` on this program)."
    return out


def _bare(pattern: str) -> str:
    """A pattern's name without template arguments (what its source file spells)."""
    return pattern.split("<", 1)[0]


def _search_terms(where: Where) -> list[str]:
    terms = [t for t in (where.culprit and base_name(where.culprit), *where.source[:1],
                         *(_bare(p) for p in where.patterns[:1])) if t]
    query = urllib.parse.quote_plus(" ".join(terms[:3]))
    return ["## Search terms", ", ".join(f"`{t}`" for t in terms) + ": "
            f"<https://github.com/llvm/llvm-project/issues?q={query}>"]


def _ub_lines(finding: Finding, reduced: Finding | None) -> list[str]:
    lines = ["- Generated UB-free: every op that could reach undefined behaviour is guarded "
             "by `smith ubfix` (a guard changes a value only where UB would happen)"
             + ("; the reduced program prints the same two outputs once guarded again."
                if reduced is not None and reduced.test.kind == "difference" else ".")]
    if reduced is not None and reduced.meta.get("uninit_check"):
        lines[0] = lines[0][:-1] + ", and with fresh heap and stack memory filled with byte " \
            "patterns at every reduction step (not an uninitialised read)."
    fa = finding.meta.get("false_alarm")
    if fa:
        lines.append(f"- False-alarm check: `{fa.get('classification')}`.")
    return lines


# ---- uninitialised reads ------------------------------------------------------------------

def _uninit(d: Path, finding: Finding, reduced: Finding | None, program: str, name: str,
            outcome: Outcome, tc: Toolchain, timeout: float) -> str:
    """The report of an ``uninit`` test: the output changes with what fresh memory holds."""
    test = (reduced or finding).test
    assert test.step is not None
    where = _where(d, finding, reduced, program, tc, timeout)
    a, b = PATTERNS
    lowered = Oracle(tc, d.resolve() / "report-work", timeout=timeout).lowered(
        program, test.step, test.entry)
    heap = lowered is not None and _heap_alone(tc, lowered, d.resolve() / "report-work",
                                                test.entry, timeout)
    vals = _values(program, test.entry, {"reference": outcome.outputs.get(f"divergent 0x{a:02x}",
                                                                          ""),
                                         "divergent": outcome.outputs.get(f"divergent 0x{b:02x}",
                                                                          "")})
    p = base_name(where.culprit) if where.culprit else "lowering"
    op = f" of `{where.source[0]}`" if where.source else ""
    out = [f"# [mlir] {p}: the lowering{op} reads uninitialised memory",
           f"{_version(tc)}. The program below, lowered with `{p}`, prints what fresh memory "
           f"holds. {_origin(finding, reduced)}.", "",
           f"## Reproducer: `{name}`", "```mlir", program.rstrip("\n"), "```", "",
           "## Commands", f"With `mlir-opt` and `mlir-runner` on `PATH`, next to `{name}`; "
           f"fresh memory filled with the bytes {a} and {b}"
           + (" (heap: `MALLOC_PERTURB_`)" if heap else
              " (heap: `MALLOC_PERTURB_`; stack: a memset after each `llvm.alloca`)") + ":",
           "```sh", LIB_VAR, LIBS_VAR,
           shlex.join(["mlir-opt", name, f"--pass-pipeline={test.step.pipeline}", "-o",
                       "lowered.mlir"])]
    run = (f"mlir-runner {{}} -e {shlex.quote(test.entry)} --entry-point-result=void "
           "--shared-libs=$LIBS")
    env = "MALLOC_PERTURB_=$b GLIBC_TUNABLES=glibc.malloc.tcache_count=0"
    if heap:
        out.append(f"for b in {a} {b}; do {env} {run.format('lowered.mlir')}; done")
    else:
        out += [f"fill() {{ case $1 in {a}) s={shlex.quote(_sed(a))};; {b}) "
                f"s={shlex.quote(_sed(b))};; esac; sed -E \"$s\" lowered.mlir; }}",
                f"for b in {a} {b}; do fill $b > lowered-$b.mlir; "
                f"{env} {run.format('lowered-$b.mlir')}; done"]
    out += ["```", "", "## Output by what fresh memory holds",
            *_value_table(vals, (f"bytes {a}", f"bytes {b}"))]
    ref = outcome.outputs.get(f"reference 0x{a:02x}")
    out += ["", f"A program without undefined behaviour prints one output whatever fresh "
            f"memory holds; {outcome.reason}."
            + (f" Without `{p}` the output is the same with both bytes." if ref else "")]
    out += ["", "## Where", *_where_lines(where, test, reduced is not None), ""]
    out += _search_terms(where)
    return "\n".join(out)


def _sed(byte: int) -> str:
    """The ``sed -E`` expression adding a memset of ``byte`` after each ``llvm.alloca``."""
    return f"s/{ALLOCA_LINE}/{alloca_fill(byte)}/"


def _heap_alone(tc: Toolchain, lowered: str, work: Path, entry: str, timeout: float) -> bool:
    """Whether filling the heap alone (``MALLOC_PERTURB_``, no stack fill) changes the output
    (the report's commands then leave the stack alone)."""
    work.mkdir(parents=True, exist_ok=True)
    f = work / "lowered.mlir"
    f.write_text(lowered)
    outs = []
    for byte in PATTERNS:
        call = attrs.evolve(runner_call(tc, f, entry), codegen=(), env=(
            f"MALLOC_PERTURB_={byte}", "GLIBC_TUNABLES=glibc.malloc.tcache_count=0"))
        res = run_call(call, timeout=timeout, cwd=work, isolation="subprocess")
        outs.append(res.stdout if res.ok else None)
    return None not in outs and outs[0] != outs[1]


# ---- failures -------------------------------------------------------------------------------

def _failure(d: Path, finding: Finding, reduced: Finding | None, program: str, name: str,
             outcome: Outcome, tc: Toolchain) -> str:
    test = (reduced or finding).test
    culprit, how = responsible_pass(d, finding, reduced)
    if test.step is not None and test.kind == "compile" and test.step.passes:
        culprit, how = test.step.passes[-1], "the last pass of the minimal pipeline"
    text = outcome.failure or ""
    assertion = next((ln.strip() for ln in text.splitlines() if "Assertion" in ln), None)
    first = assertion or next((ln.strip() for ln in text.splitlines() if ln.strip()),
                              outcome.reason)
    first = _NO_DIRS.sub("", first).replace("candidate.mlir:", f"{name}:")
    frames = [f for f in stack_frames(_symbolized(test, program, tc, d, outcome), top=8)
              if not f.startswith(_LIBRARY_FRAMES)][:5]
    what = {"compile": "crash" if assertion or frames else "error",
            "run": "run-time failure", "verify": "verifier error"}.get(test.kind, test.kind)
    p = base_name(culprit) if culprit else "mlir-opt"
    op = sole_op(program)
    where = (f" on `{op}`" if op else "") + (f" in `{frames[0]}`" if frames else "")
    short = f"Assertion `{test.needle}` failed" if assertion and test.needle else \
        _LOCATION.sub("", first)
    out = [f"# [mlir] {p}: {what}{where}: {short}",
           f"{_version(tc)}. {_origin(finding, reduced)}.",
           "", f"## Reproducer: `{name}`", "```mlir", program.rstrip("\n"), "```", ""]
    out += ["## Command", f"With `mlir-opt` on `PATH`, next to `{name}`:", "```sh"]
    if test.step is not None:
        out.append(shlex.join(["mlir-opt", name, f"--pass-pipeline={test.step.pipeline}",
                               "-o", "/dev/null" if test.kind == "compile" else "lowered.mlir"]))
        if test.kind == "run":
            out += [LIB_VAR, LIBS_VAR, f"mlir-runner lowered.mlir -e {test.entry} "
                    "--entry-point-result=void --shared-libs=$LIBS"]
    else:
        out.append(f"mlir-opt {name} -o /dev/null")
    out += ["```", "", "## Failure", "```", first]
    out += [f"#{k} {f}" for k, f in enumerate(frames)] + ["```"]
    out.append(f"Reproduces now: {'yes' if outcome.reproduced else 'no'} ({outcome.reason}); "
               f"pass named by {how}"
               + ("; top frames symbolized, library frames left out." if frames else "."))
    kid = finding.meta.get("known_id")
    kb = known_bug(kid) if kid else None
    if kb is not None:
        out.append(f"Known bug `{kb.id}`" + (f", upstream {kb.upstream}" if kb.upstream else "")
                   + ".")
    terms = [t for t in (p, op, frames[0] if frames else None,
                         test.needle if assertion else short) if t]
    out += ["", "## Search terms", ", ".join(f"`{t}`" for t in terms), ""]
    return "\n".join(out)


def _symbolized(test: FindingTest, program: str, tc: Toolchain, d: Path,
                outcome: Outcome) -> str:
    """The failing tool's stderr with symbolized stack frames (the test may have run with
    symbolization off)."""
    if test.symbolize or test.step is None:
        return outcome.failure
    again = Oracle(tc, d.resolve() / "report-work")
    return again.check(attrs.evolve(test, symbolize=True), program).failure or outcome.failure
