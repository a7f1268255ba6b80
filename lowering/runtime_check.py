"""Runtime verification mode of ``smith run --check``: one extra lowering path per program with
MLIR's ``generate-runtime-verification`` pass, and the reading of a failed runtime check.

Why: our UB elimination (``ubfix/``) must leave no out-of-bounds access, bad cast or shape
mismatch in a program. MLIR can check many of these at run time itself: the pass inserts a
``cf.assert`` for every op implementing ``RuntimeVerifiableOpInterface`` (Passes.td,
``GenerateRuntimeVerification``). A failing check on a ubfixed program is therefore a gap in our
UB elimination, reported as the verdict ``runtime-check-failed`` with the op and its location.

Placement (``runtime_check.json``): first on the path, so the checks see the program's own
tensor, memref and linalg ops before bufferization and the conversions replace them; again right
after ``lower-affine`` (affine.load/store have no checks, the memref.load/store they become do).
The rest of the check path is a pure lowering path (no optimisation passes: a failure must come
from the program, not from an optimisation) drawn for the *instrumented* program, so the ops the
checks add (``cf.assert``, ``scf.if``, ``index``/``arith`` compares) get their own lowering
chains from ``passmap.json``.

A failed check prints (stdout, toolchain.md section 6; runner behind ``stdbuf -o0``)::

    ERROR: Runtime op verification failed
    %extracted = tensor.extract %arg0[%arg1] : tensor<4xi32>
    ^ out-of-bounds access
    Location: loc("program.mlir":3:10)

and the runner aborts.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import attrs

from ground.draw import Draw
from ground.proc import run_tool
from ground.toolchain import Toolchain
from lowering.execute import Stage
from lowering.passmap import PassMap, base_name
from lowering.paths import LoweringPath, draw_paths
from lowering.signature import crash_kind

CONFIG_PATH = Path(__file__).with_name("runtime_check.json")
CHECK_PATH_NAME = "rv"


@attrs.frozen
class CheckConfig:
    """``runtime_check.json``: the pass, where it goes, the failure marker (see its ``_doc``)."""

    pass_name: str
    first: bool
    also_after: tuple[str, ...]
    marker: str
    verified_ops: tuple[str, ...]


@functools.lru_cache(maxsize=4)
def load_config(path: str | None = None) -> CheckConfig:
    """Read ``runtime_check.json`` (default: next to this module)."""
    data = json.loads(Path(path or CONFIG_PATH).read_text())
    return CheckConfig(pass_name=data["pass"], first=bool(data.get("first", True)),
                       also_after=tuple(data.get("also_after", ())), marker=data["marker"],
                       verified_ops=tuple(data.get("verified_ops", ())))


@attrs.frozen
class RuntimeCheckFailure:
    """One failed MLIR runtime check.

    Attributes:
        op: the op name (``tensor.extract``).
        message: the check's message (``out-of-bounds access``).
        location: ``file:line:col`` of the op in the compiled program (directories dropped).
        op_text: the op as the runner printed it (may span lines for ops with regions).
    """

    op: str
    message: str
    location: str
    op_text: str

    @property
    def signature(self) -> str:
        """Stable across programs: op and message, no SSA names or locations."""
        return f"runtime check: {self.op}: {self.message}"

    def to_json(self) -> dict:
        return attrs.asdict(self)


def _op_name(op_text: str) -> str:
    """``tensor.extract`` from ``%x = tensor.extract ...``, ``%0:2 = "a.b"(...)`` or
    ``linalg.fill ins(...)``."""
    first = op_text.strip().splitlines()[0] if op_text.strip() else ""
    if first.startswith("%") and " = " in first:
        first = first.split(" = ", 1)[1]
    token = first.split(" ", 1)[0].split("(", 1)[0].split("<", 1)[0]
    return token.strip('"') or "?"


def _location(line: str) -> str:
    """``program.mlir:3:10`` from ``Location: loc("/dir/program.mlir":3:10)``."""
    text = line.split("Location:", 1)[1].strip()
    if text.startswith("loc(") and text.endswith(")"):
        text = text[4:-1]
    if text.startswith('"') and '"' in text[1:]:
        end = text.index('"', 1)
        text = Path(text[1:end]).name + text[end + 1:]
    return text


def parse_failure(stdout: str, marker: str | None = None) -> RuntimeCheckFailure | None:
    """The first failed runtime check in the runner's ``stdout``, or None when there is none.

    The message format is that of MLIR 22.1.8's runtime op verification (module docstring).
    """
    marker = marker or load_config().marker
    if marker not in stdout:
        return None
    lines = stdout.split(marker, 1)[1].splitlines()[1:]
    op_lines: list[str] = []
    message, location = "", ""
    for i, line in enumerate(lines):
        if line.startswith("^ "):
            message = line[2:].strip()
            loc = next((ln for ln in lines[i + 1:i + 3] if ln.startswith("Location:")), None)
            location = _location(loc) if loc else ""
            break
        op_lines.append(line)
    op_text = "\n".join(op_lines).strip()
    return RuntimeCheckFailure(op=_op_name(op_text), message=message or "?",
                               location=location, op_text=op_text)


def insert_checks(passes: tuple[str, ...], config: CheckConfig, also_after: bool = True
                  ) -> tuple[str, ...]:
    """``passes`` with the check pass first and (``also_after``) after every pass named in
    ``config.also_after``."""
    out: list[str] = [config.pass_name] if config.first else []
    for p in passes:
        out.append(p)
        if also_after and base_name(p) in config.also_after:
            out.append(config.pass_name)
    return tuple(out)


def check_path(program_text: str, passmap: PassMap, draw: Draw, toolchain: Toolchain,
               timeout: float = 60.0, config: CheckConfig | None = None,
               also_after: bool = True) -> LoweringPath:
    """The runtime-check path ``rv`` of a program.

    The program is instrumented once with the check pass (``mlir-opt``, subprocess) only to
    learn which ops the checks add; the path drawn for that text is pure lowering, and the
    returned path runs the check pass itself, so ``mlir-opt program.mlir
    --pass-pipeline=<path>`` reproduces it. If instrumenting fails, the path is drawn for the
    program as it is (the failure then shows up when the path is compiled).
    ``also_after=False`` leaves out the second placement (see :func:`needs_fallback`).

    Raises:
        UsageError: the program does not parse (callers verify it first).
    """
    config = config or load_config()
    inst = run_tool([str(toolchain.mlir_opt), "-",
                     f"--pass-pipeline=builtin.module({config.pass_name})"],
                    stdin=program_text, timeout=timeout)
    text = inst.stdout if inst.ok else program_text
    base = draw_paths(text, passmap, draw, k=1, optimize=False)[0]
    return LoweringPath(name=CHECK_PATH_NAME,
                        passes=insert_checks(base.passes, config, also_after),
                        func_nested=base.func_nested)


def needs_fallback(result) -> bool:
    """True when the check path failed for a reason of the instrumentation itself: a
    diagnostic (not a crash) at compile time, or a run-time "Dialect ... not found" /
    unconverted-op error with no failed check. Checks inserted after ``lower-affine`` can
    create ops that an already-run conversion should have lowered (observed: arith.constant
    left by finalize-memref-to-llvm running after convert-to-llvm); such a path is retried
    with the first placement only."""

    tool = result.compile if result.stage == Stage.COMPILE else result.run
    if tool is None or result.stage == Stage.DONE or parse_failure(tool.stdout) is not None:
        return False
    return crash_kind(tool) == "error"
