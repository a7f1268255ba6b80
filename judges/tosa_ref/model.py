"""Serialize a TOSA graph and run it in the TOSA reference model, in subprocesses with timeouts.

Files of one run (all in one directory, so ``tosa_reference_model --test_desc desc.json``
replays it): ``graph.mlir`` (the graph in MLIR 22 syntax), ``graph.tosa`` (flatbuffer from
``tosa-opt --tosa-serialize``), ``input_<k>.npy``, ``desc.json``, and the outputs
``output_<k>.npy`` (plus ``bounds_output_<k>.npy`` in precise mode, for the compliance check).

Exit status of the reference model: 0 VALID, 1 UNPREDICTABLE (a REQUIRE failed), 2 ERROR (an
ERROR_IF held); anything else (a signal, an abort) or a timeout is a crash of the model, which
is a verdict too. On 1 or 2 the model is run again with ``-d GT -l HIGH`` to name the op that
failed (``Evaluating node_N, OP, output tensor=NAME`` or the ``Node type: OP`` block after the
failure). ``TOSA_MODEL_NO_BACKTRACE=1`` keeps it from attaching gdb.
"""

from __future__ import annotations

import json
import os
import re
import shlex
from pathlib import Path

import attrs
import numpy as np

from ground.fsutil import atomic_write
from ground.proc import run_tool
from judges.tosa_ref.tools import TosaTools

STATUS = {0: "valid", 1: "unpredictable", 2: "error"}
_FAIL = re.compile(r"^(REQUIRE|ERROR_IF)\(\) fails AT \S+ (.+?)\(\): (.*)$")
_EVAL = re.compile(r"Evaluating node_\d+,\s*(\w+), output tensor=(\S+)")
_NODE = re.compile(r"^Node type: (\w+) ID")
_FACTORY = re.compile(r"OpFactory could not allocate op\s+(\w+) input=\((.*?)\) -> \((.*?)\)")
_INIT_OUT = re.compile(r"initializeGraph\(\): Output: (\S+)")
_OUT = re.compile(r"^\s*Output\[0\]\s+Name: (\S+)")
_NOISE = ("[0:", "Node type", "    Input", "   Output", "WARNING AT", "SubgraphTraverser",
          "Graph result", "Terminated early", "Next node", "Done.")


@attrs.frozen
class ModelRun:
    """One run of the reference model (or the serializer failing before it).

    Attributes:
        status: ``valid``, ``unpredictable``, ``error``, ``crash``, ``timeout`` or
            ``serialize-error`` (tosa-opt refused the graph).
        outputs: the output arrays when ``valid``.
        op: the TOSA operator that failed (``ADD``, ``POW``, ...), when named by the log.
        tensor: the output tensor name of that operator (``TosaOutput_<k>`` or ``layer_<n>``).
        message: the REQUIRE/ERROR_IF message (or the first error line of a crash).
        commands: shell commands that replay the run from its directory.
    """

    status: str
    outputs: tuple[np.ndarray, ...] | None = None
    op: str | None = None
    tensor: str | None = None
    message: str | None = None
    commands: tuple[str, ...] = ()

    @property
    def output_index(self) -> int | None:
        """``k`` of ``TosaOutput_<k>``, the failing op's output, when it is a graph output."""
        if self.tensor and self.tensor.startswith("TosaOutput_"):
            return int(self.tensor.split("_")[1])
        return None


def write_desc(workdir: Path, n_inputs: int, n_outputs: int,
               compliance: dict | None = None) -> dict:
    """``desc.json`` of the reference model (paths relative to ``workdir``)."""
    desc = {"tosa_file": "graph.tosa",
            "ifm_name": [f"TosaInput_{k}" for k in range(n_inputs)],
            "ifm_file": [f"input_{k}.npy" for k in range(n_inputs)],
            "ofm_name": [f"TosaOutput_{k}" for k in range(n_outputs)],
            "ofm_file": [f"output_{k}.npy" for k in range(n_outputs)],
            "expected_failure": False}
    if compliance is not None:
        desc["meta"] = {"compliance": compliance}
        desc["test_requirements"] = {"bounds_file_required": True}
    atomic_write(workdir / "desc.json", json.dumps(desc, indent=1) + "\n")
    return desc


def _env() -> dict[str, str]:
    return {**os.environ, "TOSA_MODEL_NO_BACKTRACE": "1"}


def serialize(tools: TosaTools, graph_text: str, workdir: Path, timeout: float) -> ModelRun | None:
    """Write ``graph.mlir`` and serialize it to ``graph.tosa``; a :class:`ModelRun` with status
    ``serialize-error`` (or ``timeout``) on failure, None on success. tosa-opt may print an
    error and still write a file, so both its status and its stderr are checked."""
    workdir.mkdir(parents=True, exist_ok=True)
    atomic_write(workdir / "graph.mlir", graph_text)
    (workdir / "graph.tosa").unlink(missing_ok=True)
    argv = [str(tools.tosa_opt), "graph.mlir",
            "--tosa-serialize=tosa-flatbuffer-filename=graph.tosa", "-o", os.devnull]
    res = run_tool(argv, timeout=timeout, cwd=workdir)
    cmd = (shlex.join(["tosa-opt", *argv[1:]]),)
    if res.timed_out:
        return ModelRun("timeout", message="tosa-opt timed out", commands=cmd)
    errors = [ln for ln in res.stderr.splitlines() if "error" in ln.lower() or "fail" in ln.lower()]
    if res.returncode != 0 or errors or not (workdir / "graph.tosa").is_file():
        first = (errors or res.stderr.strip().splitlines() or [f"rc={res.returncode}"])[0]
        return ModelRun("serialize-error", message=first.strip(), commands=cmd)
    return None


def run_model(tools: TosaTools, workdir: Path, inputs: list[np.ndarray], n_outputs: int,
              timeout: float, precise: bool = False, compliance: dict | None = None) -> ModelRun:
    """Run the serialized ``workdir/graph.tosa`` on ``inputs``.

    ``precise`` runs in FP64 (``--precise_mode 1``) and writes bounds files for the compliance
    check of ``compliance`` (the ``meta.compliance`` object of desc.json).
    """
    for k, a in enumerate(inputs):
        np.save(workdir / f"input_{k}.npy", a)
    for k in range(n_outputs):
        for stale in (f"output_{k}.npy", f"bounds_output_{k}.npy"):
            (workdir / stale).unlink(missing_ok=True)
    write_desc(workdir, len(inputs), n_outputs, compliance)
    argv = [str(tools.reference_model), "--test_desc", "desc.json", "--terminate_early"]
    if precise:
        argv += ["--precise_mode", "1"]
    commands = (shlex.join(["tosa-opt", "graph.mlir",
                            "--tosa-serialize=tosa-flatbuffer-filename=graph.tosa"]),
                "TOSA_MODEL_NO_BACKTRACE=1 " + shlex.join(["tosa_reference_model", *argv[1:]]))
    res = run_tool(argv, timeout=timeout, cwd=workdir)
    if res.timed_out:
        return ModelRun("timeout", message=f"no result within {timeout:g} s", commands=commands)
    status = STATUS.get(res.returncode)
    if status == "valid":
        try:
            outs = tuple(np.load(workdir / f"output_{k}.npy") for k in range(n_outputs))
        except (OSError, ValueError) as exc:
            return ModelRun("crash", message=f"VALID but no output: {exc}", commands=commands)
        return ModelRun("valid", outputs=outs, commands=commands)
    if status is None:
        tail = [ln for ln in res.stderr.splitlines() if ln.strip()][-1:] or [""]
        return ModelRun("crash", message=f"rc={res.returncode} {tail[0]}".strip(),
                        commands=commands)
    debug = run_tool([*argv, "-d", "GT", "-l", "HIGH"], timeout=timeout, cwd=workdir)
    op, tensor, message = diagnose(debug.stdout + "\n" + debug.stderr, res.stderr)
    return ModelRun(status, op=op, tensor=tensor, message=message, commands=commands)


def diagnose(debug_log: str, plain_stderr: str) -> tuple[str | None, str | None, str | None]:
    """(op, output tensor, message) of a failing run, from its ``-d GT -l HIGH`` log."""
    factory = _FACTORY.search(debug_log)
    if factory:  # a graph the model cannot build: an op/type combination it lacks
        out = _INIT_OUT.search(debug_log, factory.end())
        return (factory.group(1), out.group(1) if out else None,
                f"no {factory.group(1)} for ({factory.group(2)}) -> ({factory.group(3)})")
    lines = debug_log.splitlines()
    op = tensor = message = None
    for i, ln in enumerate(lines):
        m = _EVAL.search(ln)
        if m:
            op, tensor = m.group(1), m.group(2)
            continue
        f = _FAIL.match(ln)
        if f:
            nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
            cond = f.group(3).strip()
            message = nxt if nxt and not nxt.startswith(_NOISE) else f"{f.group(1)} {cond}"
            node = _node_after(lines, i + 1)
            if node is not None and f.group(1) == "ERROR_IF":
                op, tensor = node
            break
    if message is None:
        plain = [ln.strip() for ln in plain_stderr.splitlines()
                 if ln.strip() and not ln.startswith(_NOISE)]
        message = plain[0] if plain else None
    return op, tensor, message


def _node_after(lines: list[str], start: int) -> tuple[str, str | None] | None:
    for i in range(start, min(start + 12, len(lines))):
        m = _NODE.match(lines[i])
        if m:
            for j in range(i + 1, min(i + 10, len(lines))):
                o = _OUT.match(lines[j])
                if o:
                    return m.group(1), o.group(1)
            return m.group(1), None
    return None
