"""Parse, verify and print MLIR with the MLIR Python bindings (never with regexes).

The bindings run in process: a verifier assertion would abort us, but verification of IR we
generate is a cheap and well-trodden path; everything that runs passes goes through a
subprocess (``ground.proc``).
"""

from __future__ import annotations

import contextlib
import io
import re
import threading
from collections import Counter
from collections.abc import Iterator

from mlir import ir

from ground.errors import UsageError


def _diag_text(exc: Exception) -> str:
    diags = getattr(exc, "error_diagnostics", None)
    if diags:
        d = diags[0]
        return f"{d.location}: {d.message}"
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__


def _current(kind: type[ir.Context] | type[ir.Location]):
    """``kind.current``, or None when there is none (the MLIR 21 bindings raise ValueError for
    a missing location where MLIR 22's return None)."""
    try:
        return kind.current
    except ValueError:
        return None


@contextlib.contextmanager
def context() -> Iterator[ir.Context]:
    """Enter an MLIR context and an unknown location: the caller's context when one is current,
    else a new one, closed on exit.

    Creating a context registers and loads every dialect (tens of ms, as much as parsing and
    verifying a few thousand ops), so work that parses one program several times (generation:
    verify, UB guards, checksum, op histogram) wraps the whole in one ``with context():`` and
    every step inside reuses it; the attributes and types it interns go with it."""
    ctx = _current(ir.Context)
    if ctx is None:
        with ir.Context() as ctx, ir.Location.unknown():
            yield ctx
        return
    if _current(ir.Location) is None:
        with ir.Location.unknown():
            yield ctx
        return
    yield ctx


#: programs a context of :func:`kept_context` serves before it is replaced (bounds the memory of
#: the attributes and types it interns)
KEEP_FOR = 64
_kept = threading.local()


@contextlib.contextmanager
def kept_context(uses: int = KEEP_FOR) -> Iterator[ir.Context]:
    """:func:`context`, but where none is current, a context this thread keeps for ``uses``
    entries instead of a new one: a generator making many small programs in one process
    pays the creation of a context (several ms, more than parsing and verifying 100 ops) once
    per ``uses`` programs."""
    if _current(ir.Context) is not None:
        with context() as ctx:
            yield ctx
        return
    if getattr(_kept, "ctx", None) is None or _kept.left <= 0:
        _kept.ctx, _kept.left = ir.Context(), uses
    elif hasattr(_kept.ctx, "_clear_live_operations"):
        # bindings that map live operations per context (MLIR 21; 22 has no such map): the
        # operations of earlier entries are gone, so their Python objects are dropped from
        # the map lest a new operation at a reused address collide with one (an assertion)
        _kept.ctx._clear_live_operations()
    _kept.left -= 1
    with _kept.ctx, ir.Location.unknown():
        yield _kept.ctx


def count_ops(op: ir.Operation) -> Counter[str]:
    """Op-name counts of ``op`` and every op nested in it (``Operation.walk``)."""
    hist: Counter[str] = Counter()

    def visit(o: ir.Operation) -> ir.WalkResult:
        hist[o.name] += 1
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return hist


def parse_verify(text: str, source: str = "<input>") -> tuple[str, Counter[str]]:
    """Parse and verify ``text``; return its custom-form printing and its op histogram.

    The histogram counts every op below the top-level module except ``func.func`` and
    ``func.return``.

    Raises:
        UsageError: parse or verification failure, with the first diagnostic.
    """
    with context():
        module = parse_verified(text, source)
        hist = count_ops(module.operation)
        for skip in ("builtin.module", "func.func", "func.return"):
            hist.pop(skip, None)
        return str(module), hist


def parse_verified(text: str, source: str = "<input>") -> ir.Module:
    """``text`` parsed and verified in the current context (see :func:`context`): the
    parser verifies what it parsed (``mlirModuleCreateParse`` parses with MLIR's default
    ``ParserConfig``, ``verifyAfterParse``), so no second verification runs.

    Raises:
        UsageError: parse or verification failure, with the first diagnostic.
    """
    try:
        module = ir.Module.parse(text)
    except ir.MLIRError as exc:
        raise UsageError(f"{source}: {_diag_text(exc)}") from None
    return module


def print_verified(module: ir.Module) -> str:
    """The custom-form text of a module known to verify (the printer otherwise verifies it
    again first, to fall back to the generic form on invalid IR). Printed as UTF-8 bytes
    into one buffer: the printer hands over hundreds of thousands of small pieces for a large
    module, and bytes cost less per piece than text."""
    buf = io.BytesIO()
    module.operation.print(file=buf, binary=True, assume_verified=True)
    return buf.getvalue().decode()


def op_histogram(text: str, func: str | None = None) -> Counter[str]:
    """Op-name counts of a module (optionally of one ``func.func`` by symbol name)."""
    with context():
        return module_histogram(ir.Module.parse(text), func)


def _tops(module: ir.Module, func: str | None) -> list[ir.Operation]:
    """The top-level ops of ``module``, or only its ``func.func @func``."""
    return [top.operation for top in module.body.operations
            if func is None or (top.operation.name == "func.func" and
                                ir.StringAttr(top.operation.attributes["sym_name"]).value == func)]


def module_histogram(module: ir.Module, func: str | None = None) -> Counter[str]:
    """:func:`op_histogram` of a parsed module."""
    hist: Counter[str] = Counter()
    for top in _tops(module, func):
        hist += count_ops(top)
    for skip in ("func.func", "func.return"):
        hist.pop(skip, None)
    return hist


def element_type(t: ir.Type) -> str:
    """The element type of a shaped type (tensor, memref, vector) as text (``"f16"``), else
    the type itself (``"i32"``, ``"index"``)."""
    return str(t.element_type) if isinstance(t, ir.ShapedType) else str(t)


def module_type_histogram(module: ir.Module, func: str | None = None) -> Counter[str]:
    """Element type (:func:`element_type`) -> number of op results of that element type, over
    every op of ``module`` (or of ``func.func @func``), nested ones included."""
    hist: Counter[str] = Counter()

    def visit(o: ir.Operation) -> ir.WalkResult:
        hist.update(element_type(r.type) for r in o.results)
        return ir.WalkResult.ADVANCE

    for top in _tops(module, func):
        top.walk(visit)
    return hist


def entry_function(module: ir.Module, name: str, source: str = "<input>") -> ir.Operation:
    """The ``func.func @name`` of ``module`` that ``mlir-runner -e name
    --entry-point-result=void`` can call: defined here (a body), no arguments, no results.

    Raises:
        UsageError: one line naming ``source`` and what is missing or wrong (the message says
            how to choose another entry function).
    """
    hint = "choose the entry function with --entry"
    for op in module.body.operations:
        op = op.operation
        if op.name != "func.func" or ir.StringAttr(op.attributes["sym_name"]).value != name:
            continue
        ftype = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
        where = f"{source}:{_line(op)}: entry function @{name}"
        if not op.regions[0].blocks:
            raise UsageError(f"{where} is only declared; {hint}")
        if ftype.inputs:
            types = ", ".join(str(t) for t in ftype.inputs)
            raise UsageError(f"{where} takes arguments ({types}); mlir-runner calls a function "
                             f"without arguments; {hint}")
        if ftype.results:
            types = ", ".join(str(t) for t in ftype.results)
            raise UsageError(f"{where} returns values ({types}); mlir-runner calls a function "
                             f"without results; {hint}")
        return op
    raise UsageError(f"{source}:1: no func.func @{name} (the entry function); {hint}")


def check_entry(text: str, name: str, source: str = "<input>", line_offset: int = 0) -> None:
    """Check that ``text`` has a callable entry function ``@name`` (:func:`entry_function`);
    message lines count ``line_offset`` lines before ``text``. Text that does not parse is left
    to the caller's own verification.

    Raises:
        UsageError: the module parses but has no callable ``@name``.
    """
    with context():
        try:
            module = ir.Module.parse("\n" * line_offset + text)
        except ir.MLIRError:
            return
        entry_function(module, name, source)


def _line(op: ir.Operation) -> str:
    """The source line of ``op`` ("1" when its location has none)."""
    m = re.search(r":(\d+):\d+", str(op.location))
    return m.group(1) if m else "1"
