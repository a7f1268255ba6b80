"""Compile one program along one lowering path with ``mlir-opt`` and run it with ``mlir-runner``.

Both tools run in subprocesses (``ground.proc.run_tool``), never in process: an assertion in the
compiler or a ``cf.assert`` at run time aborts the process that hosts it (toolchain.md
section 3). Nothing here raises on a compiler or runtime failure; the outcome is a
:class:`PathResult`.

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
import shutil
from pathlib import Path

import attrs

from ground.proc import ToolResult, run_tool
from ground.toolchain import Toolchain
from lowering.coverage import DEBUG_ARGS, Collector
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


def opt_argv(
    toolchain: Toolchain, src: Path, path: LoweringPath, out: Path, repro: Path
) -> list[str]:
    """The mlir-opt command line for ``path``."""
    return [
        str(toolchain.mlir_opt),
        str(src),
        f"--pass-pipeline={path.pipeline()}",
        f"--mlir-pass-pipeline-crash-reproducer={repro}",
        "-o",
        str(out),
    ]


def runner_argv(toolchain: Toolchain, lowered: Path, entry: str = "main") -> list[str]:
    """The mlir-runner command line calling ``@entry``, behind ``stdbuf -o0`` when
    available."""
    argv = [
        str(toolchain.mlir_runner),
        str(lowered),
        "-e",
        entry,
        "--entry-point-result=void",
        toolchain.shared_libs_flag,
    ]
    stdbuf = shutil.which("stdbuf")
    return [stdbuf, "-o0", *argv] if stdbuf else argv


def compile_path(
    program_text: str,
    path: LoweringPath,
    toolchain: Toolchain,
    workdir: str | Path,
    timeout: float = 60.0,
    run_timeout: float | None = None,
    crash_reproducer: bool = True,
    entry: str = "main",
    coverage: Collector | None = None,
) -> PathResult:
    """Lower ``program_text`` along ``path`` and run it.

    ``crash_reproducer=False`` leaves mlir-opt's crash handling alone, so a crash prints its
    stack (needed for signatures; ``smith run`` writes its own ``repro.mlir``).

    Args:
        workdir: directory for ``program.mlir`` (written if missing), ``lowered-<path>.mlir`` and
            ``repro-<path>.mlir``; created if needed.
        timeout: mlir-opt limit in seconds; also the runner's unless ``run_timeout`` is given.
        entry: the function mlir-runner calls.
        coverage: collects the rewrite patterns mlir-opt tries and applies
            (``lowering.coverage``; its debug lines never reach ``compile.stderr``, and
            ``commands`` stay without the debug flags).

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
    oargv = opt_argv(toolchain, src, path, lowered, repro)
    if not crash_reproducer:
        oargv = [a for a in oargv if not a.startswith("--mlir-pass-pipeline-crash-reproducer")]
    rargv = runner_argv(toolchain, lowered, entry)
    commands = (shlex.join(oargv), shlex.join(rargv))
    if coverage is None:
        comp = run_tool(oargv, timeout=timeout, cwd=wd)
    else:
        comp = run_tool([*oargv, *DEBUG_ARGS], timeout=timeout, cwd=wd,
                        stderr_lines=coverage.feed)
        coverage.run_ended()
    reproducer = repro if repro.exists() else None
    if not comp.ok:
        return PathResult(path, Stage.COMPILE, comp, None, "", commands, reproducer, lowered,
                          entry=entry)
    run = run_tool(rargv, timeout=run_timeout if run_timeout is not None else timeout, cwd=wd)
    stage = Stage.DONE if run.ok else Stage.RUN
    return PathResult(
        path, stage, comp, run, normalize_output(run.stdout), commands, reproducer, lowered,
        entry=entry,
    )


def verify_program(
    program_text: str, toolchain: Toolchain, workdir: str | Path, timeout: float = 60.0
) -> ToolResult:
    """Run ``mlir-opt`` with no passes on the program: parsing + verification only."""
    wd = Path(workdir)
    wd.mkdir(parents=True, exist_ok=True)
    src = wd / "program.mlir"
    src.write_text(program_text)
    return run_tool([str(toolchain.mlir_opt), str(src), "-o", "/dev/null"], timeout=timeout, cwd=wd)
