"""Child process of the compiler worker (:mod:`ground.compiler`): ``mlir-opt`` and
``mlir-runner`` in process with the MLIR Python bindings, one request at a time, until stdin
closes (protocol: :func:`ground.worker.serve`).

Requests (JSON objects) and answers:

- ``{"kind": "opt", "cwd": dir | null, "input": path | null, "text": str | null,
  "pipeline": str | null, "output": path | null, "verify_each": bool, "generic": bool,
  "debug_types": str | null, "threading": bool, "crash_reproducer": bool,
  "bytecode": bool}``: what
  ``mlir-opt INPUT --pass-pipeline=P [-o OUTPUT]`` does --
  parse and verify (the file ``input``, else ``text`` as stdin), run the pass pipeline
  (``PassManager.parse(P).run``, verifier after each pass unless ``verify_each`` is false),
  print the result (generic form if ``generic``) to ``output`` or to the answer's stdout;
  ``threading`` false is ``--mlir-disable-threading``; ``bytecode`` is ``--emit-bytecode``
  (the result written to ``output`` as MLIR bytecode).
  ``debug_types`` is ``-debug-only=TYPES`` (``_GlobalDebug``). ``pipeline`` null: parse and
  verify only.
- ``{"kind": "run", "cwd": dir | null, "input": path, "entry": name, "shared_libs": [paths],
  "codegen": [LLVM options]}``: what
  ``mlir-runner INPUT -e ENTRY --entry-point-result=void --shared-libs=... CODEGEN`` does -- JIT
  the LLVM-dialect module with ``ExecutionEngine`` and call ``@entry``, with fd 1 captured. The
  LLVM options are set once per process (``LLVMParseCommandLineOptions``, as mlir-runner
  parses them); a request with other options than those set is left to the real tool. INPUT
  may be text or MLIR bytecode (as for mlir-runner); a bytecode INPUT that this process leaves
  to the real tool is first rewritten as the text mlir-opt would have printed, so the tool's
  parse errors (ops of a dialect mlir-runner does not load) read as they do for text.

Answer: ``{"rc": exit status, "stdout": text, "stderr": text}`` with the diagnostics printed
as mlir-opt prints them (:mod:`ground.diagnostics`) in the order they came, interleaved with
anything else written on fd 2 (debug output); or ``{"fallback": reason}`` when the request
is outside what this process reproduces exactly (an unknown pass, an exotic location, a
failure under the crash reproducer, ops mlir-runner would not parse): the parent then runs
the real tool. An assertion, a signal or a failing ``cf.assert`` ends this process; the
parent sees it die and runs the real tool too.
"""

from __future__ import annotations

import ctypes
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from mlir import ir, passmanager
from mlir.execution_engine import ExecutionEngine

from ground.diagnostics import Unrendered, render
from ground.worker import request_stderr, serve

#: mlir-runner requests served by one MLIR context before a fresh one (uniqued types and
#: attributes accumulate in a context; a fresh context loading every dialect costs ~30 ms, as
#: much as a process start)
RENEW = 200
#: dialects ``mlir-runner`` parses (it registers only the LLVM IR translations): a module
#: with any other op is left to the real tool, which rejects it with its own message
RUNNER_DIALECTS = frozenset({"builtin", "llvm"})
#: ``ExecutionEngine`` optimisation level; mlir-runner without ``-O`` skips LLVM IR
#: optimisation, and level 0 is the closest the bindings offer
OPT_LEVEL = 0


class _Fallback(Exception):
    """The request is left to the real tool."""


class _Session:
    """The reused context and the diagnostics handler that prints like mlir-opt."""

    def __init__(self) -> None:
        self.ctx: ir.Context | None = None
        self.uses = 0
        self.sources: dict[str, str] = {}
        self.unrendered: str | None = None
        self.codegen: tuple[str, ...] | None = None  # LLVM options set (_set_codegen)

    def context(self, fresh: bool = False) -> ir.Context:
        """The session's context (``mlir-runner`` requests), renewed every :data:`RENEW`
        requests; ``fresh`` (``mlir-opt`` requests): a new context with no dialect loaded before
        the input is parsed, as in ``mlir-opt``, whose canonicalizer and conversions take the
        patterns of the loaded dialects only (a reused context, or the bindings' default of
        loading every dialect, adds patterns: a vector canonicalization tried on
        ``arith.addi``); it costs well under a millisecond."""
        self.unrendered = None
        if fresh:
            return self._new(load_on_create_dialects=[])
        if self.ctx is None or self.uses >= RENEW:
            self.ctx = self._new()
            self.uses = 0
        self.uses += 1
        return self.ctx

    def _new(self, **kwargs) -> ir.Context:
        ctx = ir.Context(**kwargs)
        ctx.emit_error_diagnostics = True
        ctx.attach_diagnostic_handler(self._print)
        return ctx

    def _print(self, diag: ir.Diagnostic) -> bool:
        try:
            text = render(diag, self.sources)
        except Unrendered as exc:
            self.unrendered = self.unrendered or str(exc)
            return True
        os.write(2, text.encode())
        return True


_SESSION = _Session()
_LIBC = ctypes.CDLL(None)
_HOME = os.getcwd()
#: the shared LLVM library the bindings load (its SONAME); opened without loading another copy
LIBLLVM = "libLLVM.so"


def _set_codegen(options: tuple[str, ...]) -> None:
    """Give LLVM's command line ``options`` once per process, as mlir-runner does with its
    own command line (:class:`_Fallback` when other options were set before, or when the
    bindings' LLVM library is not found). The caller passes only options the release's
    mlir-runner lists (``ground.toolchain.Toolchain.runner_codegen``): LLVM ends the process on
    one it does not know."""
    if _SESSION.codegen is not None:
        if options != _SESSION.codegen:
            raise _Fallback(f"LLVM options {' '.join(_SESSION.codegen)} already set")
        return
    if options:
        try:
            llvm = ctypes.CDLL(LIBLLVM, mode=os.RTLD_NOLOAD)
        except OSError as exc:
            raise _Fallback(f"LLVM options: {exc}") from None
        argv = (ctypes.c_char_p * (len(options) + 1))(b"mlir-runner",
                                                       *(o.encode() for o in options))
        llvm.LLVMParseCommandLineOptions(len(options) + 1, argv, None)
    _SESSION.codegen = options


#: the first bytes of an MLIR bytecode file (mlir/Bytecode/BytecodeImplementation.h)
BYTECODE_MAGIC = b"ML\xefR"


def _is_bytecode(path: str | None) -> bool:
    if path is None:
        return False
    try:
        with open(path, "rb") as fh:
            return fh.read(len(BYTECODE_MAGIC)) == BYTECODE_MAGIC
    except OSError:
        return False


def _parse(req: dict) -> ir.Module | None:
    """The module of ``req`` (None when it does not parse; the diagnostics are printed). A
    bytecode file has no source lines to show (its locations are those it was written with)."""
    path = req.get("input")
    if _is_bytecode(path):
        _SESSION.sources = {}
    elif path is not None:
        try:
            text = Path(path).read_text()
        except (OSError, UnicodeDecodeError) as exc:
            raise _Fallback(f"cannot read {path}: {exc}") from None
        _SESSION.sources = {path: text}
    else:
        _SESSION.sources = {"-": req["text"]}
    try:
        return (ir.Module.parseFile(path) if path is not None
                else ir.Module.parse(req["text"]))
    except ir.MLIRError:
        return None


def _opt(req: dict) -> dict:
    with _SESSION.context(fresh=True) as ctx:
        ctx.enable_multithreading(bool(req.get("threading", True)))
        module = _parse(req)
        ok = module is not None
        if ok and req.get("pipeline"):
            try:
                pm = passmanager.PassManager.parse(req["pipeline"])
            except (ValueError, ir.MLIRError) as exc:
                raise _Fallback(f"pipeline: {exc}") from None
            pm.enable_verifier(bool(req.get("verify_each", True)))
            types = req.get("debug_types")
            if types:
                # a list, as -debug-only reads its value: one string "a:1,b:1" is one type
                ir._GlobalDebug.set_types(types.split(","))
                ir._GlobalDebug.flag = True
            try:
                pm.run(module.operation)
            except ir.MLIRError:
                ok = False
            finally:
                ir._GlobalDebug.flag = False
        if _SESSION.unrendered:
            raise _Fallback(_SESSION.unrendered)
        if not ok:
            if req.get("crash_reproducer"):
                raise _Fallback("a failure under the crash reproducer")
            return {"rc": 1, "stdout": "", "stderr": request_stderr()}
        out = req.get("output")
        if req.get("bytecode") and out not in (None, "-", os.devnull):
            with open(out, "wb") as fh:
                module.operation.write_bytecode(fh)
            return {"rc": 0, "stdout": "", "stderr": request_stderr()}
        text = ""
        if req.get("pipeline") is not None or req.get("output") != os.devnull:
            text = module.operation.get_asm(print_generic_op_form=bool(req.get("generic"))) + "\n"
        if out is not None and out != "-":
            if out != os.devnull:
                Path(out).write_text(text)
            text = ""
        return {"rc": 0, "stdout": text, "stderr": request_stderr()}


def _entry_ok(module: ir.Module, entry: str) -> bool:
    """Every op is one mlir-runner parses, and ``@entry`` is a defined ``llvm.func`` without
    arguments returning void (what ``--entry-point-result=void`` accepts)."""
    found, foreign = False, []

    def visit(op: ir.Operation) -> ir.WalkResult:
        nonlocal found
        if op.name.split(".", 1)[0] not in RUNNER_DIALECTS:
            foreign.append(op.name)
            return ir.WalkResult.INTERRUPT
        if (op.name == "llvm.func" and "sym_name" in op.attributes
                and ir.StringAttr(op.attributes["sym_name"]).value == entry):
            ftype = str(ir.TypeAttr(op.attributes["function_type"]).value)
            found = bool(op.regions[0].blocks) and ftype == "!llvm.func<void ()>"
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    if foreign:
        raise _Fallback(f"op {foreign[0]} is not in mlir-runner's dialects")
    return found


def _as_text(path: str, module: ir.Module | None) -> None:
    """Rewrite the bytecode file ``path`` as the text ``mlir-opt`` prints (the real tool is
    about to read it); a module that did not parse stays as it is."""
    if module is not None:
        Path(path).write_text(module.operation.get_asm() + "\n")


def _load(module: ir.Module | None, req: dict) -> tuple[ExecutionEngine, Callable]:
    """The JIT-compiled module and its ``@entry``, or :class:`_Fallback`."""
    if module is None or _SESSION.unrendered:
        raise _Fallback("the module does not parse")
    if not _entry_ok(module, req["entry"]):
        raise _Fallback(f"no callable @{req['entry']}")
    try:
        engine = ExecutionEngine(module, opt_level=OPT_LEVEL,
                                 shared_libs=list(req.get("shared_libs", ())))
        engine.initialize()
        main = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(engine.raw_lookup(req["entry"]))
    except (RuntimeError, ValueError) as exc:
        raise _Fallback(f"ExecutionEngine: {exc}") from None
    return engine, main


def _run(req: dict) -> dict:
    _set_codegen(tuple(req.get("codegen", ())))
    with _SESSION.context() as ctx:
        ctx.enable_multithreading(True)
        bytecode = _is_bytecode(req["input"])
        module = _parse(req)
        try:
            engine, main = _load(module, req)
        except _Fallback:
            if bytecode:  # the real tool reads text, and names its locations
                _as_text(req["input"], module)
            raise
        with tempfile.TemporaryFile() as cap:
            _LIBC.fflush(None)
            saved = os.dup(1)
            os.dup2(cap.fileno(), 1)
            try:
                main(ctypes.c_void_p(0))
            finally:
                _LIBC.fflush(None)
                os.dup2(saved, 1)
                os.close(saved)
            cap.seek(0)
            out = cap.read().decode("utf-8", errors="replace")
        del engine
        return {"rc": 0, "stdout": out, "stderr": request_stderr()}


def handle(req: dict) -> dict:
    """Answer one request (see the module docstring) from the directory ``req["cwd"]`` (the
    worker's own when null)."""
    os.chdir(req.get("cwd") or _HOME)
    try:
        return _opt(req) if req["kind"] == "opt" else _run(req)
    except _Fallback as exc:
        return {"fallback": str(exc)}


if __name__ == "__main__":
    sys.exit(serve(handle))
