"""One ``mlir-opt`` or ``mlir-runner`` call, run in the compiler worker or as a subprocess.

A call is described once (:class:`OptCall`, :class:`RunCall`): its command line
(:meth:`~OptCall.argv`) and the request the worker (:mod:`ground.mlir_worker`) executes in
process are made from the same fields, so the two cannot drift apart. :func:`run_call` runs a
call in the long-lived worker (no process start, no dialect registration per call) and falls
back to the subprocess whenever the worker cannot give what the tool would:

- the worker died during the call (an assertion, a signal, a failing ``cf.assert``): the call
  is re-run as a subprocess, whose result (exit status, stderr with the stack dump) gives the
  crash its verdict and signature, exactly as without the worker;
- the worker declined (a diagnostic location it does not render exactly, a failure under the
  crash reproducer, ops ``mlir-runner`` would not parse, an unknown pass).

The worker runs the MLIR Python bindings of this interpreter, so it serves only calls of the
tools installed with them (the wheels' ``site-packages/mlir/bin``); a call of another build
(``--mlir-bin``, ``SMITH_MLIR_BIN``) always runs that build's tool as a subprocess.

Either way :attr:`~ground.proc.ToolResult.via` says so (``"subprocess after worker crash:
signal 6"``). A call that runs past its time limit in the worker is a timeout, as it would be
in the subprocess (the worker is killed and replaced).
"""

from __future__ import annotations

import functools
import shutil
import time
from collections.abc import Callable
from pathlib import Path

import attrs

from ground.proc import ToolResult, run_tool
from ground.toolchain import wheel_dir
from ground.worker import Death, WorkerPool

#: how tool calls run: in the compiler worker (falling back to a subprocess) or always as
#: subprocesses
ISOLATIONS = ("worker", "subprocess")
#: resident memory after which the worker is replaced (checked after each call)
MEMORY_LIMIT = 2 << 30

# a crash in the worker is re-run as a subprocess for its stack: the worker's own is not needed
_POOL = WorkerPool("ground.mlir_worker", memory_limit=MEMORY_LIMIT, renew_after=2000,
                   env={"LLVM_DISABLE_SYMBOLIZATION": "1"})


@attrs.frozen
class OptCall:
    """``mlir-opt`` on one input: ``input`` (a file) or ``text`` (stdin), the pass
    ``pipeline`` (None: parse and verify only), the output file (None: stdout).

    Attributes:
        verify_each: ``--verify-each`` (the verifier after every pass; mlir-opt's default).
        generic: ``--mlir-print-op-generic``.
        debug_types: ``-debug-only=TYPES`` (assertions builds), e.g.
            ``"pattern-application:1"``; its lines arrive in the result's stderr.
        crash_reproducer: ``--mlir-pass-pipeline-crash-reproducer=FILE``.
        threading: False adds ``--mlir-disable-threading`` (what a reproducer's
            ``disable_threading`` does).
        bytecode: ``--emit-bytecode``: the output is MLIR bytecode, which ``mlir-runner`` and
            the worker's run requests read as they read text, in a fifth of the time it takes
            to print and parse text again; only with an ``output`` file (a call writing
            bytecode to stdout runs as a subprocess).
        extra: further mlir-opt arguments; a call with any runs as a subprocess.
        env: environment assignments put in front (``LLVM_DISABLE_SYMBOLIZATION=1``).
    """

    mlir_opt: Path | str
    pipeline: str | None
    input: Path | str | None = None
    text: str | None = None
    output: Path | str | None = None
    verify_each: bool = True
    generic: bool = False
    debug_types: str | None = None
    crash_reproducer: Path | str | None = None
    threading: bool = True
    bytecode: bool = False
    extra: tuple[str, ...] = ()
    env: tuple[str, ...] = ()

    def argv(self) -> list[str]:
        """The mlir-opt command line."""
        args = [*(["env", *self.env] if self.env else []), str(self.mlir_opt),
                str(self.input) if self.input is not None else "-"]
        if self.pipeline is not None:
            args.append(f"--pass-pipeline={self.pipeline}")
        if self.crash_reproducer is not None:
            args.append(f"--mlir-pass-pipeline-crash-reproducer={self.crash_reproducer}")
        if not self.threading:
            args.append("--mlir-disable-threading")
        if not self.verify_each:
            args.append("--verify-each=false")
        if self.generic:
            args.append("--mlir-print-op-generic")
        if self.debug_types:
            args.append(f"-debug-only={self.debug_types}")
        if self.bytecode:
            args.append("--emit-bytecode")
        args += self.extra
        if self.output is not None:
            args += ["-o", str(self.output)]
        return args

    def request(self, cwd: Path | None = None) -> dict | None:
        """The worker's request, relative paths taken from ``cwd`` (None: the call needs the
        real tool)."""
        if self.extra or (self.bytecode and _path(self.output) is None):
            return None
        return {"kind": "opt", "cwd": _path(cwd), "input": _path(self.input),
                "text": self.text, "pipeline": self.pipeline, "output": _path(self.output),
                "verify_each": self.verify_each, "generic": self.generic,
                "debug_types": self.debug_types, "threading": self.threading,
                "crash_reproducer": self.crash_reproducer is not None,
                "bytecode": self.bytecode}

    @property
    def stdin(self) -> str | None:
        return self.text if self.input is None else None


@attrs.frozen
class RunCall:
    """``mlir-runner`` calling ``@entry`` (no arguments, void) of the LLVM-dialect file
    ``input`` with the runner libraries ``shared_libs``, behind ``stdbuf -o0`` when available
    (output printed before an abort survives, toolchain.md section 6).

    Attributes:
        codegen: LLVM code generation options (``Toolchain.runner_codegen``); the worker
            applies the same ones to its JIT (once per process).
        extra: further mlir-runner arguments; a call with any runs as a subprocess.
        env: environment assignments put in front.
    """

    mlir_runner: Path | str
    input: Path | str
    shared_libs: tuple[Path | str, ...]
    entry: str = "main"
    extra: tuple[str, ...] = ()
    env: tuple[str, ...] = ()
    codegen: tuple[str, ...] = ()

    def argv(self) -> list[str]:
        """The mlir-runner command line."""
        argv = [str(self.mlir_runner), str(self.input), "-e", self.entry,
                "--entry-point-result=void",
                "--shared-libs=" + ",".join(str(p) for p in self.shared_libs), *self.codegen,
                *self.extra]
        stdbuf = shutil.which("stdbuf")
        argv = [stdbuf, "-o0", *argv] if stdbuf else argv
        return ["env", *self.env, *argv] if self.env else argv

    def request(self, cwd: Path | None = None) -> dict | None:
        """The worker's request (None: the call needs the real tool)."""
        if self.extra:
            return None
        return {"kind": "run", "cwd": _path(cwd), "input": _path(self.input), "entry": self.entry,
                "shared_libs": [str(p) for p in self.shared_libs],
                "codegen": list(self.codegen)}

    @property
    def stdin(self) -> None:
        return None


def _path(p: Path | str | None) -> str | None:
    """``p`` for the worker: None for stdin or stdout (``-``)."""
    return None if p is None or str(p) == "-" else str(p)


@functools.lru_cache(maxsize=1)
def _bindings_bin() -> Path | None:
    mdir = wheel_dir("mlir")
    return (mdir / "bin").resolve() if mdir is not None else None


def worker_serves(tool: Path | str) -> bool:
    """Whether ``tool`` (an mlir-opt or mlir-runner path) is the one installed with this
    interpreter's MLIR Python bindings, which the worker runs in its stead."""
    return _bindings_bin() is not None and Path(tool).resolve().parent == _bindings_bin()


def run_call(call: OptCall | RunCall, timeout: float = 60.0, cwd: str | Path | None = None,
             isolation: str = "worker",
             stderr_lines: Callable[[str], bool] | None = None) -> ToolResult:
    """Run ``call`` (``isolation``: ``"worker"`` or ``"subprocess"``, see :data:`ISOLATIONS`)
    and return what the tool gave; never raises on the tool's failure.

    Relative paths of ``call`` are taken from ``cwd`` in both modes (the worker changes to
    ``cwd`` for the call, so diagnostics name files as the tool would).

    ``stderr_lines`` sees every stderr line (newline kept) of the run that gives the result, as
    in :func:`ground.proc.run_tool`: streamed from a subprocess, or the worker's captured
    stderr line by line once it answers (a worker that dies is not read: its subprocess re-run
    is). A line it returns True for is left out of the result's stderr.

    Raises:
        ToolchainError: the subprocess cannot be started (missing executable).
    """
    tool = call.mlir_opt if isinstance(call, OptCall) else call.mlir_runner
    request = (call.request(Path(cwd) if cwd else None)
               if isolation == "worker" and worker_serves(tool) else None)
    if request is None:
        return run_tool(call.argv(), stdin=call.stdin, timeout=timeout, cwd=cwd,
                        stderr_lines=stderr_lines)
    start = time.monotonic()
    answer = _POOL.ask(request, timeout)
    if isinstance(answer, Death) and answer.reason == "timeout":
        return ToolResult(tuple(call.argv()), None, "", _kept(answer.stderr, stderr_lines), True,
                          answer.seconds, via="worker")
    if isinstance(answer, Death):
        why = f"worker crash: {_exit(answer.returncode)}"
    elif "rc" in answer:
        return ToolResult(tuple(call.argv()), answer["rc"], answer["stdout"],
                          _kept(answer["stderr"], stderr_lines), False,
                          time.monotonic() - start, via="worker")
    else:
        why = f"worker declined: {answer.get('fallback') or answer.get('internal')}"
    res = run_tool(call.argv(), stdin=call.stdin, timeout=timeout, cwd=cwd,
                   stderr_lines=stderr_lines)
    return attrs.evolve(res, via=f"subprocess after {why}")


def _kept(stderr: str, consume: Callable[[str], bool] | None) -> str:
    """``stderr`` without the lines ``consume`` takes (each offered once, in order)."""
    if consume is None:
        return stderr
    return "".join(line for line in stderr.splitlines(keepends=True) if not consume(line))


def _exit(rc: int | None) -> str:
    return f"signal {-rc}" if rc is not None and rc < 0 else f"exit {rc}"


def shutdown() -> None:
    """Stop the idle compiler workers (a new one starts on the next call)."""
    _POOL.close()


def worker_stats() -> dict[str, int]:
    """Workers started and calls during which a worker died, in this process."""
    return {"started": _POOL.started, "deaths": _POOL.deaths}
