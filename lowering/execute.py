"""Compile one program along one lowering path with ``mlir-opt`` and run it with ``mlir-runner``.

Both tools run isolated, never in the caller's process: an assertion in the compiler or a
``cf.assert`` at run time aborts the process that hosts it (toolchain.md section 3). By default
they run in process in the long-lived compiler worker (``ground.compiler``), which falls back to
the real tool as a subprocess whenever the worker dies or cannot reproduce the tool exactly;
``isolation="subprocess"`` always runs the tools. Nothing here raises on a compiler or runtime
failure; the outcome is a :class:`PathResult`.

Rules taken from toolchain.md:
- ``--mlir-pass-pipeline-crash-reproducer=FILE`` turns an assertion into rc=1 plus a reproducer
  file, so crash detection reads stderr, not only the exit status (section 6).
- ``stdbuf -o0`` in front of ``mlir-runner`` keeps output printed before an abort (section 6).
- ``base@ = 0x...`` addresses of printed memrefs change every run and are stripped (section 2).
"""

from __future__ import annotations

import enum
import re
import shlex
from pathlib import Path

import attrs

from ground.compiler import OptCall, RunCall, run_call, worker_serves
from ground.proc import ToolResult
from ground.toolchain import Toolchain
from lowering.coverage import Collector, with_coverage
from lowering.paths import LoweringPath


class Stage(enum.StrEnum):
    """The last stage a lowering path reached (:attr:`PathResult.stage`)."""

    VERIFY = "verify"
    COMPILE = "compile"  # mlir-opt failed or timed out
    RUN = "run"  # mlir-runner failed or timed out
    DONE = "done"  # both succeeded


_ADDR = re.compile(r"base@ = 0x[0-9a-fA-F]+")


def normalize_output(text: str) -> str:
    """Runner stdout made comparable: memref base addresses replaced, line ends normalised,
    trailing whitespace dropped."""
    text = _ADDR.sub("base@ = 0x?", text.replace("\r\n", "\n"))
    return "\n".join(line.rstrip() for line in text.split("\n")).rstrip("\n")


@attrs.frozen
class PathResult:
    """Outcome of one path on one program.

    Attributes:
        path: the lowering path.
        stage: the last stage reached: ``"compile"`` (mlir-opt failed or timed out), ``"run"``
            (mlir-runner failed or timed out) or ``"done"`` (both succeeded).
        compile: the mlir-opt result.
        run: the mlir-runner result, None when compilation failed.
        output: normalised runner stdout ("" when it did not run).
        commands: the exact shell commands (``mlir-opt ...``, ``mlir-runner ...``), runnable from
            the work directory.
        reproducer: the crash reproducer file mlir-opt wrote, if any.
        lowered: the file holding the LLVM-dialect output.
        failure: triage of a compile error: ``"invalid-ir"`` or ``"pass-failure"`` (None when
            not triaged).
        stack: stderr of a re-run without the crash reproducer (stack frames of a crash).
        failing_pass: the first pass whose prefix fails (bisected), when known.
        entry: the function mlir-runner calls (``-e``).
    """

    path: LoweringPath
    stage: Stage
    compile: ToolResult
    run: ToolResult | None
    output: str
    commands: tuple[str, ...]
    reproducer: Path | None
    lowered: Path
    failure: str | None = None
    stack: str | None = None
    failing_pass: str | None = None
    entry: str = "main"

    @property
    def timed_out(self) -> bool:
        return self.compile.timed_out or bool(self.run and self.run.timed_out)

    @property
    def seconds(self) -> float:
        """Wall time of both tools (seconds)."""
        return self.compile.seconds + (self.run.seconds if self.run else 0.0)


def opt_call(toolchain: Toolchain, src: Path, path: LoweringPath, out: Path,
             repro: Path | None, debug_types: str | None = None,
             bytecode: bool = False) -> OptCall:
    """The mlir-opt call lowering ``src`` along ``path`` into ``out`` (with the crash
    reproducer ``repro`` unless None, ``-debug-only=debug_types`` when given, as MLIR bytecode
    with ``bytecode``), single-threaded (``--mlir-disable-threading``): passes run in one order
    every time, as in the findings' ``repro.sh`` and reproducers, and a path costs ~10 ms less
    than with MLIR's thread pool on 2 cores already busy with 2 programs."""
    return OptCall(toolchain.mlir_opt, path.pipeline(), input=src, output=out,
                   crash_reproducer=repro, debug_types=debug_types, bytecode=bytecode,
                   threading=False)


def opt_argv(
    toolchain: Toolchain, src: Path, path: LoweringPath, out: Path, repro: Path
) -> list[str]:
    """The mlir-opt command line for ``path``."""
    return opt_call(toolchain, src, path, out, repro).argv()


def runner_call(toolchain: Toolchain, lowered: Path, entry: str = "main") -> RunCall:
    """The mlir-runner call of ``@entry`` in ``lowered`` with the runner libraries and the
    code generation of ``-O0`` (``Toolchain.runner_codegen``: in a 100-program tosa,arith
    campaign the JIT's code generation was half of all CPU time, at the default level whatever
    ``-O`` says; with these options 2.3x less)."""
    return RunCall(toolchain.mlir_runner, lowered, toolchain.runner_libs, entry,
                   codegen=toolchain.runner_codegen)


def runner_argv(toolchain: Toolchain, lowered: Path, entry: str = "main") -> list[str]:
    """The mlir-runner command line calling ``@entry``, behind ``stdbuf -o0`` when
    available."""
    return runner_call(toolchain, lowered, entry).argv()


def compile_path(
    program_text: str,
    path: LoweringPath,
    toolchain: Toolchain,
    workdir: str | Path,
    timeout: float = 60.0,
    run_timeout: float | None = None,
    crash_reproducer: bool = True,
    entry: str = "main",
    isolation: str = "worker",
    debug_types: str | None = None,
    coverage: Collector | None = None,
    bytecode: bool = False,
) -> PathResult:
    """Lower ``program_text`` along ``path`` and run it.

    ``crash_reproducer=False`` leaves mlir-opt's crash handling alone, so a crash prints its
    stack (needed for signatures; ``smith run`` writes its own ``repro.mlir``).

    Args:
        workdir: directory for ``program.mlir`` (written if missing), ``lowered-<path>.mlir`` and
            ``repro-<path>.mlir``; created if needed.
        timeout: mlir-opt limit in seconds; also the runner's unless ``run_timeout`` is given.
        entry: the function mlir-runner calls.
        isolation: ``"worker"`` (in process in the compiler worker, falling back to the tools)
            or ``"subprocess"`` (``ground.compiler.ISOLATIONS``).
        debug_types: ``-debug-only=TYPES`` for mlir-opt (e.g. ``"pattern-application:1"``);
            its lines are in ``PathResult.compile.stderr``.
        coverage: collects the rewrite patterns mlir-opt tries and applies
            (``lowering.coverage``, threading off; its debug lines never reach
            ``compile.stderr``, and ``commands`` stay without the debug flags).
        bytecode: hand the lowered module to mlir-runner as MLIR bytecode (``--emit-bytecode``;
            ~10 ms instead of ~40 ms to print and parse the text again) when both tools run in
            the compiler worker (``isolation == "worker"`` and the worker serves the
            toolchain); the file ``lowered`` is then bytecode unless the worker left the run
            to the real tool, which gets the text. Elsewhere text, so that the tools' own
            messages stay those of text.

    Never raises on tool failure (a missing tool raises ``ToolchainError``).
    """
    wd = Path(workdir)
    wd.mkdir(parents=True, exist_ok=True)
    src = wd / "program.mlir"
    if not src.exists() or src.read_text() != program_text:
        src.write_text(program_text)
    lowered = wd / f"lowered-{path.name}.mlir"
    repro = wd / f"repro-{path.name}.mlir"
    for stale in (lowered, repro):
        stale.unlink(missing_ok=True)
    bytecode = (bytecode and isolation == "worker" and worker_serves(toolchain.mlir_opt)
                and worker_serves(toolchain.mlir_runner))
    ocall = opt_call(toolchain, src, path, lowered, repro if crash_reproducer else None,
                     debug_types, bytecode)
    rcall = runner_call(toolchain, lowered, entry)
    commands = (shlex.join(ocall.argv()), shlex.join(rcall.argv()))
    if coverage is None:
        comp = run_call(ocall, timeout=timeout, cwd=wd, isolation=isolation)
    else:
        comp = run_call(with_coverage(ocall), timeout=timeout, cwd=wd, isolation=isolation,
                        stderr_lines=coverage.feed)
        coverage.run_ended()
    reproducer = repro if repro.exists() else None
    if not comp.ok:
        return PathResult(path, Stage.COMPILE, comp, None, "", commands, reproducer, lowered,
                          entry=entry)
    run = run_call(rcall, timeout=run_timeout if run_timeout is not None else timeout, cwd=wd,
                   isolation=isolation)
    stage = Stage.DONE if run.ok else Stage.RUN
    return PathResult(
        path, stage, comp, run, normalize_output(run.stdout), commands, reproducer, lowered,
        entry=entry,
    )


def verify_program(
    program_text: str, toolchain: Toolchain, workdir: str | Path, timeout: float = 60.0,
    isolation: str = "worker",
) -> ToolResult:
    """Run ``mlir-opt`` with no passes on the program: parsing + verification only
    (``isolation`` as in :func:`compile_path`)."""
    wd = Path(workdir)
    wd.mkdir(parents=True, exist_ok=True)
    src = wd / "program.mlir"
    src.write_text(program_text)
    return run_call(OptCall(toolchain.mlir_opt, None, input=src, output="/dev/null"),
                    timeout=timeout, cwd=wd, isolation=isolation)
