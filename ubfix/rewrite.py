"""DESIL-style UB elimination on parsed MLIR (first cut): ``fix_ub(text) -> FixResult``.

Why: a random program is only useful for differential testing of lowering paths if it has no
undefined behaviour and no poison; otherwise two correct pipelines may legitimately disagree.
How (after DESIL's FixUBnew, ``../shared/reference/desil-mlirod.md`` §2.1): parse the module
with the MLIR Python bindings, collect *every* op that has a registered rule first (post-order),
then run the rules, so ops created by fixes are never fixed again; insert runtime guards where
the UB condition depends on runtime values and repair attributes/constants statically where it
does not. Unlike DESIL, replacement values are fixed (divisor 1, shift ``urem bw``, 0.0...),
so the output is a deterministic function of the input text.

Any valid module is accepted (unranked and dynamic shapes, float, quantized, index, complex and
vector element types): an op a rule cannot guard is left unchanged, reported in one warning
line and counted in ``FixResult.unguarded``; a rule that fails otherwise is a bug of ubfix
(``InternalError``), never a traceback.
"""

from __future__ import annotations

import re

import attrs
from mlir import ir

import ubfix.rules  # noqa: F401  (registers every rule)
from ground.errors import InternalError, UsageError
from ground.mlir_ir import context
from ubfix.registry import RULES, Unguarded


@attrs.frozen
class FixResult:
    """Outcome of :func:`fix_ub`.

    Attributes:
        text: the fixed module (leading ``//`` comment lines of the input kept on top).
        hits: rule name -> number of ops that rule repaired (rules that never fired omitted).
        unguarded: rule name -> number of ops that rule could not guard (left unchanged).
        warnings: one line per unguarded op, ``file:line: warning: op: cannot guard ...``.
        unguarded_functions: the ``func.func`` symbols holding an unguarded op, sorted.
    """

    text: str
    hits: dict[str, int]
    unguarded: dict[str, int] = attrs.field(factory=dict)
    warnings: tuple[str, ...] = ()
    unguarded_functions: tuple[str, ...] = ()


_LOC_LINE = re.compile(r":(\d+):\d+")


def header_comments(text: str) -> str:
    """The leading ``//`` comment lines of ``text`` (with their newlines), possibly ''."""
    out = []
    for line in text.splitlines(keepends=True):
        if line.lstrip().startswith("//"):
            out.append(line if line.endswith("\n") else line + "\n")
        else:
            break
    return "".join(out)


def op_line(op: ir.Operation) -> str:
    """The source line of ``op`` ("?" when its location has none)."""
    m = _LOC_LINE.search(str(op.location))
    return m.group(1) if m else "?"


def diagnostic_line(err: ir.MLIRError, filename: str) -> str:
    """One line ``file:line: message`` for the first diagnostic of an ``ir.MLIRError``."""
    diags = list(getattr(err, "error_diagnostics", []) or [])
    if not diags:
        return f"{filename}:1: {err}".splitlines()[0]
    d = diags[0]
    m = _LOC_LINE.search(str(d.location))
    line = m.group(1) if m else "1"
    msg = " ".join(d.message.split())
    return f"{filename}:{line}: {msg}"


def parse_module(text: str, filename: str = "<input>", line_offset: int = 0) -> ir.Module:
    """Parse and verify ``text`` in the current context; locations (and error lines) count
    ``line_offset`` lines before the text (a piece of a ``--split-input-file`` input).

    Raises:
        UsageError: the text does not parse or does not verify (one line, ``file:line: msg``).
    """
    try:
        module = ir.Module.parse("\n" * line_offset + text)
        module.operation.verify()
    except ir.MLIRError as err:
        raise UsageError(diagnostic_line(err, filename)) from None
    return module


def walk_ops(op: ir.Operation):
    """Every op nested in ``op`` in post-order (children before parents), ``op`` excluded."""
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                child = child.operation
                yield from walk_ops(child)
                yield child


def fix_ub(module_text: str, filename: str = "<input>", line_offset: int = 0) -> FixResult:
    """Eliminate UB/poison sources from an MLIR module given as text.

    Args:
        module_text: the module (smith's program contract or any parsable module).
        filename: used only in error and warning messages.
        line_offset: lines of the file before ``module_text`` (for message line numbers).

    Returns:
        FixResult with the printed fixed module, per-rule hit and unguarded counts and one
        warning line per op a rule could not guard.

    Raises:
        UsageError: the input does not parse or verify.
        InternalError: a rule failed or produced IR that does not verify (a bug in ubfix).
    """
    header = header_comments(module_text)
    with context():
        module = parse_module(module_text, filename, line_offset)
        result = fix_module(module, filename)
        return attrs.evolve(result, text=header + str(module))


def fix_module(module: ir.Module, filename: str = "<input>") -> FixResult:
    """:func:`fix_ub` on a parsed, verified ``module``, changed in place (no reparse: a caller
    that already holds the module saves a parse and a print). ``FixResult.text`` is empty.

    Raises:
        InternalError: a rule failed or produced IR that does not verify (a bug in ubfix).
    """
    targets = [(op, RULES[op.name]) for op in walk_ops(module.operation) if op.name in RULES]
    hits: dict[str, int] = {}
    unguarded: dict[str, int] = {}
    warnings: list[str] = []
    in_functions: set[str] = set()
    for op, rules in targets:
        for rule in rules:
            try:
                n = rule.apply(op)
            except Unguarded as why:
                unguarded[rule.name] = unguarded.get(rule.name, 0) + 1
                warnings.append(f"{filename}:{op_line(op)}: warning: {op.name}: cannot guard: "
                                f"{why}; left unchanged ({rule.name})")
                in_functions |= _enclosing_function(op)
                continue
            except (ValueError, TypeError, IndexError, KeyError, ir.MLIRError) as exc:
                msg = f"ubfix rule {rule.name} failed on {op.name} at {filename}:{op_line(op)}"
                raise InternalError(f"{msg}: {exc}".splitlines()[0]) from None
            if n:
                hits[rule.name] = hits.get(rule.name, 0) + n
    try:
        module.operation.verify()
    except ir.MLIRError as err:
        raise InternalError("ubfix produced invalid IR: " + diagnostic_line(err, filename))
    return FixResult(text="", hits=dict(sorted(hits.items())),
                     unguarded=dict(sorted(unguarded.items())), warnings=tuple(warnings),
                     unguarded_functions=tuple(sorted(in_functions)))


def _enclosing_function(op: ir.Operation) -> set[str]:
    """The symbol of the ``func.func`` holding ``op`` (empty outside any)."""
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        parent = parent.parent
    if parent is None or "sym_name" not in parent.attributes:
        return set()
    return {ir.StringAttr(parent.attributes["sym_name"]).value}
