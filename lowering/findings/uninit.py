"""Uninitialised-read detection: does a lowered program's output depend on what fresh memory
holds?

A correct lowering of a UB-free program never reads memory it has not written. To see whether a
lowered program does, it is run twice with fresh memory filled with two different byte patterns:

- **heap**: glibc's ``MALLOC_PERTURB_=N`` fills every block ``malloc`` returns with ``N ^ 0xff``
  (glibc manual, "Memory Allocation Tunables", ``glibc.malloc.perturb``); ``memref.alloc``
  becomes a ``malloc``/``aligned_alloc`` call in ``finalize-memref-to-llvm``;
- **stack**: :func:`fill_allocas` rewrites the *lowered* LLVM-dialect program (after every pass,
  so no pass can see or fold it) to ``llvm.intr.memset`` every ``llvm.alloca`` (what
  ``memref.alloca`` becomes) with the pattern right after it.

An output that changes with the pattern reads uninitialised memory. :func:`locate_uninit`
then tells where the read comes from:

- ``input``: the pure lowering of the program (``paths.draw_paths(optimize=False)``, no
  optimisation pass) already reads uninitialised memory, and so does the program itself: its
  output changes when the program's own fresh allocations (``tensor.empty``, ``memref.alloc``,
  ``memref.alloca``) are filled with one pattern or the other (:func:`fill_fresh`, the
  lowered-level patterns fixed): a bug of our generator;
- ``every-path``: the pure lowering reads uninitialised memory but the program does not: a pass
  every path runs introduces the read; it is named by filling the fresh allocations of the IR
  after each prefix of the pure path (the first prefix whose fill changes the output names its
  last pass: e.g. ``one-shot-bufferize`` dropping a copy into a new buffer);
- ``after-pass``: prefix ``k`` of the divergent path completed by the pure lowering is the first
  to read uninitialised memory: pass ``k-1`` introduced the read (a finding naming it);
- ``divergent-path``: only the whole divergent path reads it (no prefix shows it);
- ``nondeterministic-runner``: the output changes between two runs with the *same* pattern
  (threads, addresses, time: not the contents of fresh memory) and no pass could be named;
- ``none``: the output does not depend on fresh memory.

A divergent program whose output changes between two runs with the same pattern is flagged
``nondeterministic`` (:class:`UninitReport`) and the analysis goes on, comparing outputs only on
the lines a run and its repeat print alike (:func:`masked_reads`, :func:`stable_lines`): when the
pure lowering reads uninitialised memory, the IR-level fills of the program's fresh
allocations after each prefix of the pure path (:func:`fill_fresh`, which overwrite fresh
memory with a fixed pattern) name the pass (``every-path``, ``input``); otherwise the first
prefix of the divergent path whose completion by a pure lowering reads uninitialised memory or
is nondeterministic names it (``after-pass``). Only when nothing is named is it
``nondeterministic-runner``.

Heap blocks served from glibc's per-thread cache skip the perturbation, so the runs also set
``GLIBC_TUNABLES=glibc.malloc.tcache_count=0``.
"""

from __future__ import annotations

import itertools
import re
import shlex
from collections.abc import Collection, Sequence
from pathlib import Path

import attrs

from ground.proc import ToolResult, run_tool
from ground.toolchain import Toolchain
from lowering.execute import normalize_output, runner_argv
from lowering.passmap import PassMap
from lowering.paths import pure_path
from lowering.pipeline import PassRunner, first_failing

PATTERNS = (0x55, 0xAA)  # two byte patterns with no bit in common
CLASSES = ("input", "every-path", "after-pass", "divergent-path", "nondeterministic-runner",
           "none", "unknown")

# One line of ``llvm.alloca``: 1 the line, 2 indent, 3 result, 4 count, 5 element type,
# 6 attributes, 7 count type, 8 pointer type (9 its address space). Written so that Python's
# ``re`` and ``sed -E`` (the reproducer scripts, ``lowering.findings.repro_script.script``) read it
# alike.
ALLOCA_LINE = (r"^(( *)%([A-Za-z0-9_.$-]+) = llvm\.alloca (%[A-Za-z0-9_.$-]+) x ([^{]+)"
               r"( \{[^{}]*\})? : \((i[0-9]+)\) -> (!llvm\.ptr(<[0-9]+>)?)) *$")


def alloca_fill(byte: int) -> str:
    """The replacement text for :data:`ALLOCA_LINE` (Python ``re.sub`` and ``sed -E`` alike):
    the ``llvm.alloca`` line, then a memset of its whole allocation to ``byte``; the size is
    computed in the IR (``getelementptr null[n]`` of the element type, then ``ptrtoint``: the
    data layout's size, struct padding included), so no type is sized here."""
    t = r"%smith_fill_\3"
    value = byte if byte < 128 else byte - 256
    return "\\n".join([
        r"\1",
        rf"\2{t}_null = llvm.mlir.zero : \8",
        rf"\2{t}_end = llvm.getelementptr {t}_null[\4] : (\8, \7) -> \8, \5",
        rf"\2{t}_len = llvm.ptrtoint {t}_end : \8 to i64",
        rf"\2{t}_val = llvm.mlir.constant({value} : i8) : i8",
        rf'\2"llvm.intr.memset"(%\3, {t}_val, {t}_len) <{{isVolatile = false}}> : '
        r"(\8, i8, i64) -> ()"])


def fill_allocas(lowered: str, byte: int) -> tuple[str, int]:
    """``lowered`` (LLVM-dialect MLIR text) with every ``llvm.alloca`` followed by a memset of
    its whole allocation to ``byte`` (:func:`alloca_fill`); returns (text, allocas filled)."""
    pattern, repl = re.compile(ALLOCA_LINE), alloca_fill(byte)
    out, count = [], 0
    for line in lowered.split("\n"):  # line by line, as sed reads it
        line, n = pattern.subn(repl, line)
        out.append(line)
        count += n
    return "\n".join(out), count


def script_lines(pipeline: str, reference: str | None) -> list[str]:
    """The commands of an uninitialised-read test in a reproducer script
    (``lowering.findings.repro_script.
    script``, which defines ``lower``, ``run``, ``reproduced``, ``not_reproduced`` and ``$T``):
    ``pipeline`` (and ``reference``, if any) lowered once, then run with fresh memory filled
    with each pattern of :data:`PATTERNS` (stack: ``sed -E`` adds a memset after each
    ``llvm.alloca``, the rewrite of :func:`fill_allocas`; heap: ``MALLOC_PERTURB_``), the
    first pattern twice. Reproduced: ``pipeline``'s output changes with the pattern (and not
    between two runs with one pattern), ``reference``'s does not."""
    a, b = PATTERNS
    lines = [
        "mask() { sed -e 's/base@ = 0x[0-9a-fA-F]*/base@ = 0x?/g' -e 's/[[:space:]]*$//' "
        '"$T/$1.out" > "$T/$1.txt"; }',
        "# NAME BYTE: run NAME's lowering with fresh memory filled with BYTE",
        'filled() { case $2 in '
        + " ".join(f"{x}) s={shlex.quote('s/' + ALLOCA_LINE + '/' + alloca_fill(x) + '/')};;"
                   for x in PATTERNS)
        + ' esac; sed -E "$s" "$T/$1.ll.mlir" > "$T/$1-$2.ll.mlir" || exit 2; '
        'MALLOC_PERTURB_=$2 GLIBC_TUNABLES=glibc.malloc.tcache_count=0 run "$1-$2" '
        '> "$T/$1-$2.out" && mask "$1-$2"; }',
        f"lower divergent {shlex.quote(pipeline)} || "
        'not_reproduced "the divergent path fails to lower"',
        f'for b in {a} {b}; do filled divergent $b || '
        'not_reproduced "the divergent path fails to run"; done',
        f'cp "$T/divergent-{a}.txt" "$T/first.txt"',
        f'filled divergent {a} || not_reproduced "the divergent path fails to run"',
        f'cmp -s "$T/first.txt" "$T/divergent-{a}.txt" || '
        'not_reproduced "the output changes between runs with the same pattern"',
        f'diff "$T/divergent-{a}.txt" "$T/divergent-{b}.txt" >&2 && '
        'not_reproduced "the output does not depend on fresh memory"',
    ]
    if reference is not None:
        lines += [
            f"lower reference {shlex.quote(reference)} || "
            'not_reproduced "the reference path fails to lower"',
            f'for b in {a} {b}; do filled reference $b || '
            'not_reproduced "the reference path fails to run"; done',
            f'cmp -s "$T/reference-{a}.txt" "$T/reference-{b}.txt" || '
            'not_reproduced "the reference output depends on fresh memory too"',
        ]
    return [*lines, 'reproduced "the output changes with the contents of fresh memory"']


@attrs.frozen
class PatternRuns:
    """Outputs of one lowered program run with each fill pattern.

    Attributes:
        outputs: normalised stdout per pattern (None: the run failed or timed out).
        allocas: stack allocations filled.
        repeat: the first pattern's output of a second run.
    """

    outputs: tuple[str | None, ...]
    allocas: int
    repeat: str | None = None

    @property
    def stable(self) -> bool:
        """The same pattern gives the same output twice."""
        return self.repeat == self.outputs[0]

    @property
    def reads_uninitialised(self) -> bool | None:
        """True when the outputs differ; None when a run failed."""
        if any(o is None for o in self.outputs):
            return None
        return len(set(self.outputs)) > 1


def run_patterns(toolchain: Toolchain, lowered: str, work: Path, entry: str = "main",
                 timeout: float = 30.0, patterns: Sequence[int] = PATTERNS) -> PatternRuns:
    """Run the LLVM-dialect program ``lowered`` once per byte pattern (heap through
    ``MALLOC_PERTURB_``, stack through :func:`fill_allocas`), and the first once more; the
    files go to ``work``."""
    outputs: list[str | None] = []
    allocas = 0
    for byte in (*patterns, patterns[0]):
        res, allocas = run_filled(toolchain, lowered, work, byte, entry, timeout)
        outputs.append(normalize_output(res.stdout) if res.ok else None)
    return PatternRuns(tuple(outputs[:-1]), allocas, outputs[-1])


def run_filled(toolchain: Toolchain, lowered: str, work: Path, byte: int,
               entry: str = "main", timeout: float = 30.0) -> tuple[ToolResult, int]:
    """One ``mlir-runner`` run of the LLVM-dialect program ``lowered`` with fresh memory
    filled with ``byte`` (heap: ``MALLOC_PERTURB_``, stack: :func:`fill_allocas`); returns the
    tool result and the number of stack allocations filled. Files go to ``work``."""
    work.mkdir(parents=True, exist_ok=True)
    text, allocas = fill_allocas(lowered, byte)
    f = work / f"filled-{byte:02x}.mlir"
    f.write_text(text)
    env = ["env", f"MALLOC_PERTURB_={byte}", "GLIBC_TUNABLES=glibc.malloc.tcache_count=0"]
    return run_tool([*env, *runner_argv(toolchain, f, entry)], timeout=timeout, cwd=work), allocas


@attrs.frozen
class UninitReport:
    """Outcome of :func:`locate_uninit`.

    Attributes:
        classification: one of :data:`CLASSES`.
        pass_name: the pass that introduces the read (``after-pass``).
        index: its index in the divergent pass list.
        divergent: pattern runs of the whole divergent path.
        pure: pattern runs of the pure lowering of the program.
        reason: one line.
        before: the passes run before ``pass_name`` on the path that names it.
        nondeterministic: the divergent program's output changes between two runs with the
            same fill pattern (the pass and op are still named when they can be).
    """

    classification: str
    pass_name: str | None = None
    index: int | None = None
    divergent: PatternRuns | None = None
    pure: PatternRuns | None = None
    reason: str = ""
    before: tuple[str, ...] = ()
    nondeterministic: bool = False

    def to_json(self) -> dict:
        return attrs.asdict(self)


def completed_runs(ir: str, prefix: Sequence[str], runner: PassRunner, pm: PassMap,
                   toolchain: Toolchain, work: Path, entry: str = "main",
                   timeout: float = 30.0) -> PatternRuns | None:
    """``ir`` lowered through ``prefix`` and completed by the pure lowering of the result, run
    with each fill pattern (:func:`run_patterns`); None when a step fails or no pure lowering
    is drawn."""
    if prefix:
        pre = runner.run(ir, list(prefix))
        if not pre.ok or pre.ir is None:
            return None
        ir = pre.ir
    rest = pure_path(ir, pm)
    low = runner.run(ir, list(rest)) if rest is not None else None
    if low is None or not low.ok:
        return None
    return run_patterns(toolchain, low.ir or "", work, entry, timeout)


def locate_uninit(program: str, divergent: Sequence[str], runner: PassRunner, pm: PassMap,
                  toolchain: Toolchain, work: Path, entry: str = "main",
                  timeout: float = 30.0) -> UninitReport:
    """Whether the divergent path's program reads uninitialised memory, and where the read
    comes from (module docstring).

    Args:
        program: the program text.
        divergent: the divergent path's pass list.
        runner: runs pass lists (its ``func_nested`` renders them).
        pm: the pass map (pure lowering paths).
        work: scratch directory.
        timeout: seconds per ``mlir-runner`` run.

    Never raises on a tool failure (``unknown`` instead).
    """
    whole = runner.run(program, divergent)
    if not whole.ok:
        return UninitReport("unknown", reason="the divergent path does not lower")
    div_runs = run_patterns(toolchain, whole.ir or "", work / "divergent", entry, timeout)
    if div_runs.reads_uninitialised is None:
        return UninitReport("unknown", divergent=div_runs,
                            reason="the divergent program fails with a fill pattern")
    nondet = not div_runs.stable
    pure_runs = None
    pure = pure_path(program, pm)
    if pure is not None:
        low = runner.run(program, pure)
        if low.ok:
            pure_runs = run_patterns(toolchain, low.ir or "", work / "pure", entry, timeout)
            if (masked_reads(pure_runs) if nondet else pure_runs.reads_uninitialised):
                rep = _shared_or_input(program, pure, runner, pm, toolchain, work / "levels",
                                       entry, timeout, div_runs, pure_runs)
                return attrs.evolve(rep, nondeterministic=nondet)
    if not nondet and not div_runs.reads_uninitialised:
        return UninitReport("none", divergent=div_runs, pure=pure_runs,
                            reason="the output does not depend on fresh memory")
    cache: dict[int, bool | None] = {len(divergent): True}

    def probe(k: int) -> bool | None:
        """Prefix ``k`` completed by a pure lowering reads uninitialised memory, or (for a
        nondeterministic divergent program) gives another output when run again (None: the
        completion fails)."""
        if k not in cache:
            r = completed_runs(program, divergent[:k], runner, pm, toolchain,
                               work / f"prefix-{k}", entry, timeout)
            cache[k] = (None if r is None else _reads_or_varies(r) if nondet
                        else r.reads_uninitialised)
        return cache[k]

    n = len(divergent)
    k = first_failing(n, lambda k: bool(probe(k))) if n else 0
    if n and probe(k) and probe(k - 1) is False:
        return UninitReport("after-pass", divergent[k - 1], k - 1, div_runs, pure_runs,
                            f"prefix {k} of the divergent path, completed by a pure lowering, "
                            "is the first to read uninitialised memory"
                            + (" or to give another output when run again" if nondet else ""),
                            tuple(divergent[:k - 1]), nondet)
    if nondet:
        return UninitReport("nondeterministic-runner", divergent=div_runs, pure=pure_runs,
                            reason="the output changes between runs with the same fill "
                            "pattern; no pass could be named", nondeterministic=True)
    return UninitReport("divergent-path", None, None, div_runs, pure_runs,
                        "the divergent program reads uninitialised memory; no pass could be "
                        "named (a prefix could not be completed by a pure lowering)")


def masked_reads(runs: PatternRuns) -> bool | None:
    """:attr:`PatternRuns.reads_uninitialised` over the output lines that the first pattern
    printed alike twice (a nondeterministic program's other lines left out); None when a run
    failed, False when no line is stable."""
    if runs.reads_uninitialised is None or runs.repeat is None:
        return None
    kept = stable_lines([runs, PatternRuns((runs.outputs[1],), runs.allocas, runs.outputs[1])])
    if kept is None:  # the line counts differ, or no line is stable
        return runs.reads_uninitialised if runs.stable else False
    return kept[0] != kept[1]


def _reads_or_varies(runs: PatternRuns) -> bool:
    """The runs read uninitialised memory (outputs differ by pattern) or give another output
    when run again with the same pattern (no run failed)."""
    return bool(runs.reads_uninitialised) or (
        runs.reads_uninitialised is not None and not runs.stable)


_EMPTY = re.compile(r"^(?P<indent>\s*)(?P<res>%[\w.$-]+) = tensor\.empty\((?P<args>[^()]*)\) : "
                    r"(?P<ty>tensor<.+>)\s*$")
_ALLOC = re.compile(r"^(?P<indent>\s*)(?P<res>%[\w.$-]+) = memref\.alloca?\b.* : "
                    r"(?P<ty>memref<.+>)\s*$")


def _element(shaped: str) -> str | None:
    """The element type of ``tensor<2x?xf32>`` / ``memref<4xi8, ...>`` when it is an integer,
    float or index type, else None."""
    body = shaped[shaped.index("<") + 1:-1]
    depth, cut = 0, len(body)
    for i, ch in enumerate(body):
        depth += ch in "<[(" and 1 or 0
        depth -= ch in ">])" and 1 or 0
        if ch == "," and depth == 0:
            cut = i
            break
    elem = body[:cut].strip().rsplit("x", 1)[-1]
    return elem if re.fullmatch(r"i\d+|f16|f32|f64|bf16|index", elem) else None


def _pattern_constant(elem: str, byte: int) -> str:
    """``arith.constant`` text of type ``elem`` whose bits are ``byte`` repeated."""
    width = 64 if elem == "index" else int(re.sub(r"\D", "", elem) or 16)
    bits = int.from_bytes(bytes([byte]) * max(1, (width + 7) // 8), "little") & ((1 << width) - 1)
    if elem.startswith(("f", "bf")):
        return f"arith.constant 0x{bits:0{width // 4}X} : {elem}"
    signed = bits - (1 << width) if bits >> (width - 1) else bits
    return f"arith.constant {signed} : {elem}"


def _fillable(line: str) -> tuple[re.Match, str] | None:
    """The ``tensor.empty`` / ``memref.alloc(a)`` match of ``line`` and its element type, when
    :func:`fill_fresh` fills it (an integer, float or index element type)."""
    m = _EMPTY.match(line) or _ALLOC.match(line)
    elem = _element(m.group("ty")) if m else None
    return (m, elem) if m is not None and elem is not None else None


def fill_fresh(ir: str, byte: int, only: Collection[int] | None = None) -> tuple[str, int]:
    """``ir`` (MLIR text at any level above LLVM) with every ``tensor.empty`` replaced by a
    ``linalg.fill`` of it and every ``memref.alloc``/``alloca`` filled right after it, all with
    ``byte`` repeated; returns (text, allocations filled). Allocations of other element types
    are left alone; ``only``: the indices (0-based, in text order, among those of a fillable
    type) of the allocations to fill (None: all)."""
    out: list[str] = []
    n = seen = 0
    for line in ir.split("\n"):
        hit = _fillable(line)
        seen += hit is not None
        if hit is None or (only is not None and seen - 1 not in only):
            out.append(line)
            continue
        m, elem = hit
        n += 1
        ind, res, ty = m.group("indent"), m.group("res"), m.group("ty")
        c = f"%smith_pat{n}"
        if m.re is _EMPTY:
            e = f"%smith_empty{n}"
            out += [f"{ind}{e} = tensor.empty({m.group('args')}) : {ty}",
                    f"{ind}{c} = {_pattern_constant(elem, byte)}",
                    f"{ind}{res} = linalg.fill ins({c} : {elem}) outs({e} : {ty}) -> {ty}"]
        else:
            out += [line, f"{ind}{c} = {_pattern_constant(elem, byte)}",
                    f"{ind}linalg.fill ins({c} : {elem}) outs({res} : {ty})"]
    return "\n".join(out), n


def depends_on_fresh(ir: str, pm: PassMap, runner: PassRunner, toolchain: Toolchain,
                     work: Path, entry: str, timeout: float,
                     only: Collection[int] | None = None) -> bool | None:
    """The output of ``ir``, filled (:func:`fill_fresh`, ``only`` those allocations) and
    lowered along its pure path, changes when its fresh allocations are filled with one
    pattern or the other (the lowered program's own fresh memory filled with a third, fixed
    pattern); None when a step fails. Each filled program runs twice: when an output changes
    between the two runs (a nondeterministic program: addresses, a process id), the lines that
    change are left out of the comparison (:func:`stable_lines`; None when no line is stable
    or the line counts differ)."""
    outs: list[PatternRuns] = []
    for byte in PATTERNS:
        text, n = fill_fresh(ir, byte, only)
        if n == 0:
            return False
        rest = pure_path(text, pm)
        if rest is None:
            return None
        low = runner.run(text, rest)
        if not low.ok:
            return None
        runs = run_patterns(toolchain, low.ir or "", work / f"{byte:02x}", entry, timeout,
                            patterns=(0x33,))
        if runs.outputs[0] is None or runs.repeat is None:
            return None
        outs.append(runs)
    if all(r.stable for r in outs):
        return outs[0].outputs[0] != outs[1].outputs[0]
    kept = stable_lines(outs)
    if kept is None:
        return None
    return kept[0] != kept[1]


def stable_lines(runs: Sequence[PatternRuns]) -> list[list[str]] | None:
    """Per item of ``runs`` (each a first output and its repeat, no run failed), the lines of
    its first output at the positions where every item printed the same line twice; None when
    the line counts differ or no position is stable."""
    texts = [(r.outputs[0] or "").split("\n") for r in runs]
    again = [(r.repeat or "").split("\n") for r in runs]
    if len({len(t) for t in texts + again}) != 1:
        return None
    keep = [i for i in range(len(texts[0])) if all(t[i] == a[i] for t, a in zip(texts, again))]
    if not keep:
        return None
    return [[t[i] for i in keep] for t in texts]


def _shared_or_input(program: str, pure: Sequence[str], runner: PassRunner, pm: PassMap,
                     toolchain: Toolchain, work: Path, entry: str, timeout: float,
                     div_runs: PatternRuns, pure_runs: PatternRuns) -> UninitReport:
    """The pure lowering reads uninitialised memory: does the program (``input``), or a pass
    of the pure path (``every-path``, named by the first prefix whose fresh allocations
    matter)?"""
    at_input = depends_on_fresh(program, pm, runner, toolchain, work / "p0", entry, timeout)
    if at_input:
        return UninitReport("input", divergent=div_runs, pure=pure_runs,
                            reason="the output changes with the contents of the program's own "
                            "fresh allocations: the program reads them before writing them")
    for k in range(1, len(pure)):
        pre = runner.run(program, pure[:k])
        if not pre.ok:
            break
        if depends_on_fresh(pre.ir or "", pm, runner, toolchain, work / f"p{k}", entry,
                             timeout):
            return UninitReport("every-path", pure[k - 1], None, div_runs, pure_runs,
                                f"the program does not read its fresh allocations; after "
                                f"{pure[k - 1]} (pure path) the output depends on the contents "
                                "of fresh memory", tuple(pure[:k - 1]))
    return UninitReport("every-path", None, None, div_runs, pure_runs,
                        "the pure lowering reads uninitialised memory, the program does not "
                        "(at_input: " + str(at_input) + "); no prefix of the pure path named")


def fresh_allocations(ir: str) -> list[tuple[int, str]]:
    """(line index, result name) of the allocations :func:`fill_fresh` fills, in its order
    (SSA names are per function: two functions may both define ``%alloc``)."""
    return [(i, hit[0].group("res")) for i, hit in enumerate(map(_fillable, ir.split("\n")))
            if hit is not None]


_VIEWS = ("memref.cast", "memref.subview", "memref.reinterpret_cast", "memref.collapse_shape",
          "memref.expand_shape", "memref.view", "memref.assume_alignment")


_FUNC_OPS = {"call": "func.call", "return": "func.return"}  # printed without their dialect
_FUNC_START = re.compile(r"\s*func\.func ")


def first_user(ir: str, name: str, line: int | None = None) -> str | None:
    """The op name of the first line after the definition of the SSA value ``name`` (on line
    index ``line``; None: the first line defining ``name``) that uses it, within its function
    (``linalg.map`` for ``outs(%alloc ...)``), through views of it (``memref.cast``,
    ``memref.subview``, ...: the first user of the view) and calls (the first user of the
    callee's argument), or None."""
    lines = ir.split("\n")
    start = line if line is not None else next(
        (i for i, ln in enumerate(lines) if re.match(rf"\s*{re.escape(name)}(?::\d+)? = ", ln)),
        None)
    for _ in range(8):  # a chain of views and calls
        if start is None:
            return None
        use = re.compile(re.escape(name) + r"(?![\w.$-])")
        body = itertools.takewhile(lambda ln: not _FUNC_START.match(ln), lines[start + 1:])
        hit = next((ln for ln in body if use.search(ln)), "")
        m = re.search(r"^\s*(?:(%[\w.$-]+)(?::\d+)? = )?\"?([a-z_]+(?:\.[\w.]+)?)", hit)
        call = re.search(r"\bcall @([\w.$-]+)\(([^)]*)\)", hit)
        if m is not None and m.group(2) in ("call", "func.call") and call is not None:
            args = [a.strip() for a in call.group(2).split(",")]
            callee = next((i for i, ln in enumerate(lines)
                           if re.match(rf"\s*func\.func (?:\w+ )?@{re.escape(call.group(1))}\(",
                                       ln)), None)
            params = re.findall(r"(%[\w.$-]+):", lines[callee]) if callee is not None else []
            if name not in args or len(params) != len(args):
                return "func.call"
            name, start = params[args.index(name)], callee
            continue
        if m is None or m.group(2) not in _VIEWS or m.group(1) is None:
            return _FUNC_OPS.get(m.group(2), m.group(2)) if m else None
        name = m.group(1)
        start = lines.index(hit)
    return None


def read_buffer(ir: str, pm: PassMap, runner: PassRunner, toolchain: Toolchain, work: Path,
                entry: str = "main", timeout: float = 30.0) -> str | None:
    """The op that first uses the fresh allocation of ``ir`` whose contents the output depends
    on (:func:`depends_on_fresh` on halves of the allocations, the first half that matters
    kept: ``log2(n)`` tests), e.g. the ``linalg.map`` whose init buffer a bufferization left
    unwritten; None when no single allocation is found."""
    allocs = fresh_allocations(ir)
    cand = list(range(len(allocs)))
    k = 0
    while len(cand) > 1:
        half = cand[:len(cand) // 2]
        k += 1
        if depends_on_fresh(ir, pm, runner, toolchain, work / f"half{k}", entry, timeout, half):
            cand = half
        elif depends_on_fresh(ir, pm, runner, toolchain, work / f"rest{k}", entry, timeout,
                              cand[len(half):]):
            cand = cand[len(half):]
        else:
            return None
    if not cand:
        return None
    line, name = allocs[cand[0]]
    return first_user(ir, name, line)
