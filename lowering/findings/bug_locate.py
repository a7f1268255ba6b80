"""Where a located bug sits in the source program, for ``smith report-bug``: the source op the
culprit pass's ops came from, the rewrite pattern it applied there, and a fold the other
pipeline relies on.

- Source op: the pipeline is run up to the culprit pass with ``--mlir-print-debuginfo``; the ops
  whose count the culprit changes carry the location of the op they were lowered from (MLIR's
  conversion patterns create ops at the location of the op they replace), so their line in the
  program names the source op (e.g. the ``affine.for`` nests ``affine-loop-fusion`` fuses come
  from a ``tosa.avg_pool2d``).
- Rewrite pattern: the culprit alone runs on the IR before it with ``-debug-only=
  pattern-application:1,dialect-conversion:1,greedy-rewriter:1``; a pattern applied while the
  driver processed one of the changed ops (``Legalizing operation : 'op'`` / ``Processing
  operation : 'op'`` lines, then ``Trying to match "Pattern"`` and ``-> matchAndRewrite
  successful``) is the pattern of the bug. None for a pass that rewrites without patterns
  (``affine-loop-fusion``).
- Fold: the pass of the other pipeline after which the source op is gone, when that pass is not
  a conversion (``tosa-to-*``, ``convert-*``): the other pipeline never lowers the op, it folds
  it (``lowering.findings.localise.lowered_by_pass``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from mlir import ir

from ground.mlir_ir import context
from lowering.census import op_counts
from lowering.findings.localise import lowered_by_pass
from lowering.passmap import base_name
from lowering.pipeline import PassRunner

DEBUG = "pattern-application:1,dialect-conversion:1,greedy-rewriter:1"
_LINE = re.compile(r":(\d+):\d+")
_CURRENT = re.compile(r"\] (?:Legalizing|Processing) operation : '([\w.$-]+)'")
_TRYING = re.compile(r'Trying to match "(.*)"\s*$')
_APPLIED = re.compile(r"-> matchAndRewrite successful")
_STRUCTURAL = ("builtin.module", "func.func", "func.return", "func.call")
_CONVERSION = ("tosa-to-", "convert-", "lower-", "finalize-", "expand-")


def _op_lines(text: str) -> dict[int, str]:
    """Line -> name of the first op on it (structural ops left out), via the bindings."""
    out: dict[int, str] = {}
    with context():
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError:
            return out

        def visit(op: ir.Operation) -> ir.WalkResult:
            m = _LINE.search(str(op.location))
            if m and op.name not in _STRUCTURAL:
                out.setdefault(int(m.group(1)), op.name)
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)  # an op before its terminators
    return out


def sole_op(program: str) -> str | None:
    """The one op kind of ``program`` besides functions, constants and terminators (what a
    reduced crash reproducer is about), else None."""
    names = {n for n in _op_lines(program).values()
             if not n.endswith((".const", ".constant", ".yield", ".return"))}
    return names.pop() if len(names) == 1 else None


def _located(text: str, names: set[str]) -> Counter[int]:
    """Lines (of the original program) of the ops named ``names`` in ``text``."""
    lines: Counter[int] = Counter()
    with context():
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError:
            return lines

        def visit(op: ir.Operation) -> ir.WalkResult:
            if op.name in names:
                m = _LINE.search(str(op.location))
                if m:
                    lines[int(m.group(1))] += 1
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit)
    return lines


def changed_ops(runner: PassRunner, program: str, before: Sequence[str], culprit: str
                ) -> tuple[str | None, set[str]]:
    """(IR before ``culprit`` with locations, names of ops whose count ``culprit`` changes);
    (None, set()) when a step fails."""
    dbg = ("--mlir-print-debuginfo",)
    ir_before = runner.run(program, before, extra=dbg).ir if before else program
    ir_after = runner.run(ir_before, [culprit], extra=dbg).ir if ir_before else None
    if not ir_before or not ir_after:
        return None, set()
    try:
        cb, ca = op_counts(ir_before), op_counts(ir_after)
    except Exception:  # noqa: BLE001 - IR the bindings reject: nothing located
        return None, set()
    return ir_before, {n for n in set(cb) | set(ca) if cb.get(n, 0) != ca.get(n, 0)}


def source_ops(program: str, ir_before: str, changed: set[str]) -> list[str]:
    """Source ops of ``program`` the ``changed`` ops of ``ir_before`` (printed with locations)
    came from, most ops first; constants only when nothing else is found."""
    names = _op_lines(program)
    counts: Counter[str] = Counter()
    for line, n in _located(ir_before, changed).items():
        if line in names:
            counts[names[line]] += n
    ranked = [op for op, _ in counts.most_common()]
    real = [op for op in ranked if not op.endswith((".const", ".constant"))]
    return real or ranked


def applied_patterns(runner: PassRunner, ir_before: str, culprit: str, ops: Sequence[str]
                     ) -> list[str]:
    """Rewrite patterns ``culprit`` applied on ``ir_before`` while processing an op of
    ``ops`` (in that priority), as short names (``AvgPool2dConverter``,
    ``PointwiseConverter<tosa::MinimumOp>``); [] when it applied none there."""
    dbg = PassRunner(runner.tc, runner.func_nested, runner.timeout, isolation="subprocess",
                     debug_types=DEBUG)
    res = dbg.run(ir_before, [culprit], extra=("--mlir-disable-threading",))
    by_op: dict[str, list[str]] = {}
    current, trying = None, None
    for line in res.tool.stderr.splitlines():
        m = _CURRENT.search(line)
        if m:
            current = m.group(1)
            continue
        m = _TRYING.search(line)
        if m:
            trying = m.group(1)
        elif trying and current and _APPLIED.search(line):
            pats = by_op.setdefault(current, [])
            if short_pattern(trying) not in pats:
                pats.append(short_pattern(trying))
            trying = None
    for op in ops:
        if by_op.get(op):
            return by_op[op]
    return []


def short_pattern(name: str) -> str:
    """``{anonymous}::AvgPool2dConverter`` -> ``AvgPool2dConverter``; ``mlir::`` dropped."""
    name = re.sub(r"\{anonymous\}::|\(anonymous namespace\)::|mlir::", "", name)
    return re.sub(r"^[\w]+::(?=[A-Z])", "", name)


def folded_by(runner: PassRunner, program: str, passes: Sequence[str], op: str) -> str | None:
    """The pass of ``passes`` that removes ``op`` from ``program`` when it is not a conversion
    (the pipeline folds the op instead of lowering it), else None."""
    by = lowered_by_pass(runner, program, passes, [op]).get(op)
    if by is None or base_name(by).startswith(_CONVERSION):
        return None
    return by


def culprit_index(step: Sequence[str], reference: Sequence[str]) -> int | None:
    """Index in ``step`` of the one pass the reference lacks (the two lists differ by it
    alone), else None."""
    if len(step) != len(reference) + 1:
        return None
    for i, p in enumerate(step):
        if list(step[:i]) + list(step[i + 1:]) == list(reference):
            return i
    return None
