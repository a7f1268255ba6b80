"""Confirming a refutation by execution (issue 16 item 3): the counterexample's arguments
become ``@main`` constants of two runnable programs, one with the refuted pass applied (the
target module) and one without (the source module), both lowered by the same pipeline
(``confirm.json``: a reference path without optimisation passes) and run with
``mlir-runner``; ``@main`` prints a checksum of every result (:mod:`ubfix.checksum`).

The refutation is confirmed when the two runs print different values for the refuted
observable (a difference elsewhere only, such as a libm call against a folded constant on
another result, confirms nothing), or when the run with the pass fails (the UB shown) while
the one without succeeds. In the program without the pass,
the constants of the checked function are passed in as extra arguments from ``@main``
("lifted"), so that a folder under test cannot fire in the lowering of the reference program
(when the lifted program does not compile, scalar constants only are lifted, then none).

A refutation that execution does not confirm is a bug of ours (or a difference execution
cannot show, such as poison that the lowered code happens to compute as the source value):
the verdict is then ``refuted-unconfirmed``.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import attrs
from mlir import ir

from ground.errors import UsageError
from ground.proc import ToolResult, run_tool
from ground.toolchain import Toolchain
from judges.tv.counterexample import ArgValue, Counterexample
from lowering.execute import normalize_output, runner_argv
from ubfix.build import to_signed
from ubfix.checksum import MULTIPLIER, SEED, instrument_checksum

CONFIRM = json.loads(Path(__file__).with_name("confirm.json").read_text())
PIPELINE = CONFIRM["pipeline"]
KEEP_CONSTANT = {k: frozenset(v) for k, v in CONFIRM["keep_constant"].items() if k != "_doc"}


@attrs.frozen
class Confirmation:
    """Outcome of the two runs.

    Attributes:
        confirmed: the runs differ (or only the run with the pass failed).
        how: one line: what differed, or why nothing could be shown.
        with_pass, without_pass: the two runnable programs.
        with_output, without_output: what each run printed (or its failure).
        pipeline: the lowering both programs went through.
        as_predicted: both runs printed the checksums of the values the solver's model gives
            for the target and the source (None when the model has poison or UB there, or
            the observables are not function results).
        by: what decided ``confirmed``: ``"execution"`` (the two runs), or ``"reference
            model"`` (:mod:`judges.tv.confirm_ref`, where execution cannot show it).
    """

    confirmed: bool
    how: str
    with_pass: str
    without_pass: str
    with_output: str
    without_output: str
    pipeline: str = PIPELINE
    as_predicted: bool | None = None
    by: str = "execution"


def predicted_output(cex: Counterexample, side: str) -> str | None:
    """The lines the checksum instrumentation prints for the model's values of ``side``
    (``"source"`` or ``"target"``): one per result, then the combined one (None when a value
    is poison or UB, or an observable is not a result)."""
    bits = cex.source_bits if side == "source" else cex.target_bits
    if not cex.names or any(b is None for b in bits) or \
            any(not n.startswith("result ") for n in cex.names):
        return None
    results: dict[int, list[int]] = {}
    shaped: set[int] = set()
    for name, b in zip(cex.names, bits, strict=True):
        k = int(name.split()[1])
        results.setdefault(k, []).append(b)
        if "[" in name:
            shaped.add(k)

    def fold(h: int, v: int) -> int:
        return to_signed(h * MULTIPLIER + v, 64)

    lines = []
    for k in sorted(results):
        if k in shaped:
            h = SEED
            for v in results[k]:
                h = fold(h, v)
            lines.append(h)
        else:
            lines.append(results[k][0])
    total = SEED
    for v in lines:
        total = fold(total, v)
    return "\n".join(str(v) for v in [*lines, total])


def refuted_line(cex: Counterexample) -> int | None:
    """The 0-based line at which the runnable program prints the refuted observable: result
    ``k`` of the checked function is printed on line ``k`` (its checksum for a shaped result);
    None for other observables (memref contents, printed values, target UB) and for ``@main``,
    whose own prints are the output."""
    if cex.func == "main" or not cex.what.startswith("result "):
        return None
    return int(cex.what.split()[1].rstrip(":"))


def _elem_text(a: ArgValue, k: int) -> str:
    if a.floats is not None:
        width = {"f16": 4, "bf16": 4, "f32": 8, "f64": 16}[a.elem]
        return f"0x{a.bits[k]:0{width}X}"
    if a.elem == "i1":
        return "true" if a.bits[k] else "false"
    return str(a.bits[k])


def _nested(a: ArgValue) -> str:
    def level(dims: tuple[int, ...], start: int) -> tuple[str, int]:
        if not dims:
            return _elem_text(a, start), start + 1
        parts, pos = [], start
        for _ in range(dims[0]):
            text, pos = level(dims[1:], pos)
            parts.append(text)
        return "[" + ", ".join(parts) + "]", pos

    return level(a.shape, 0)[0]


def arg_constant(name: str, a: ArgValue) -> str:
    """An ``arith.constant`` line defining ``%name`` with the counterexample value ``a``.

    Raises:
        UsageError: a memref argument (not reproducible as a constant).
    """
    if a.shape is None:
        if a.elem == "i1":
            return f"    %{name} = arith.constant {_elem_text(a, 0)}\n"
        return f"    %{name} = arith.constant {_elem_text(a, 0)} : {a.type}\n"
    if a.type.startswith("memref"):
        raise UsageError("a memref argument")
    return f"    %{name} = arith.constant dense<{_nested(a)}> : {a.type}\n"


def _main_text(func: str, args: list[str], arg_types: list[str], result_types: list[str]
               ) -> str:
    call = f"call @{func}({', '.join('%' + a for a in args)}) : " \
           f"({', '.join(arg_types)}) -> ({', '.join(result_types)})"
    lhs = f"%r:{len(result_types)} = " if len(result_types) > 1 else \
        ("%r = " if result_types else "")
    return f"    {lhs}{call}\n    return\n"


def build_program(module_text: str, cex: Counterexample, lift: str = "none") -> str:
    """``module_text`` with its ``@main`` replaced by one that calls ``@cex.func`` on the
    counterexample's arguments and prints checksums of the results. ``lift`` moves the
    function's constants into arguments: ``"all"``, ``"scalars"`` or ``"none"``.

    Raises:
        UsageError: the program cannot be built (memref argument, unparsable module).
    """
    with ir.Context(), ir.Location.unknown():
        try:
            module = ir.Module.parse(module_text)
        except ir.MLIRError as exc:
            raise UsageError(f"module does not parse: {exc}") from None
        funcs = {ir.StringAttr(op.attributes["sym_name"]).value: op.operation
                 for op in module.body.operations if op.operation.name == "func.func"}
        fn = funcs[cex.func]
        if cex.func == "main":
            return instrument_checksum(str(module)) if not cex.args else str(module)
        if "main" in funcs:
            funcs["main"].erase()
        lifted = _lift_constants(fn, lift) if lift != "none" else []
        fty = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
        lines = [arg_constant(f"a{i}", a) for i, a in enumerate(cex.args)]
        lines += [f"    %l{i} = arith.constant {attr}\n" for i, attr in enumerate(lifted)]
        names = [f"a{i}" for i in range(len(cex.args))] + [f"l{i}" for i in range(len(lifted))]
        body = "".join(lines) + _main_text(cex.func, names, [str(t) for t in fty.inputs],
                                            [str(t) for t in fty.results])
        text = str(module).rstrip()
        assert text.endswith("}")
        text = text[:-1] + "  func.func @main() {\n" + body + "  }\n}\n"
    return instrument_checksum(text)


_LIFTABLE = ("arith.constant", "tosa.const")


def _lift_constants(fn: ir.Operation, lift: str) -> list[str]:
    """Replace the function's constants by new trailing arguments; return their attribute
    texts (``VALUE : TYPE``) in argument order."""
    entry = fn.regions[0].blocks[0]
    consts: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name in _LIFTABLE and len(op.results) == 1:
            t = op.results[0].type
            scalar = isinstance(t, ir.IntegerType | ir.FloatType | ir.IndexType)
            if (scalar or (lift == "all" and isinstance(t, ir.RankedTensorType))) and \
                    not any(u.owner.name in KEEP_CONSTANT and u.operand_number in
                            KEEP_CONSTANT[u.owner.name] for u in op.results[0].uses):
                consts.append(op)
        return ir.WalkResult.ADVANCE

    fn.walk(visit)
    texts = []
    for op in consts:
        attr = op.attributes["value" if op.name == "arith.constant" else "values"]
        t = op.results[0].type
        if isinstance(t, ir.IntegerType) and ir.IntegerType(t).width == 1:
            texts.append(f"{'true' if ir.IntegerAttr(attr).value else 'false'}")
        else:
            texts.append(str(attr) if ":" in str(attr) else f"{attr} : {t}")
        arg = entry.add_argument(t, ir.Location.unknown())
        op.results[0].replace_all_uses_with(arg)
        op.erase()
    fty = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
    fn.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
        list(fty.inputs) + [a.type for a in list(entry.arguments)[len(fty.inputs):]],
        list(fty.results)))
    return texts


def run_program(text: str, toolchain: Toolchain, workdir: Path, name: str,
                timeout: float) -> tuple[ToolResult, ToolResult | None]:
    """Lower ``text`` with :data:`PIPELINE` and run it: the mlir-opt and mlir-runner results
    (the second None when lowering failed)."""
    src = workdir / f"{name}.mlir"
    src.write_text(text)
    low = workdir / f"{name}.lowered.mlir"
    comp = run_tool([toolchain.mlir_opt, src, f"--pass-pipeline={PIPELINE}", "-o", low],
                    timeout=timeout)
    if not comp.ok:
        return comp, None
    return comp, run_tool(runner_argv(toolchain, low), timeout=timeout)


def _first_line(r: ToolResult) -> str:
    for line in r.stderr.splitlines():
        if line.strip():
            return line.strip()[:200]
    return f"exit {r.returncode}" + (" (timeout)" if r.timed_out else "")


def confirm(src_text: str, tgt_text: str, cex: Counterexample, toolchain: Toolchain,
            timeout: float = 60.0, workdir: str | Path | None = None) -> Confirmation:
    """Run the counterexample with and without the pass (see the module doc). Never raises
    on a compiler or runtime failure."""
    try:
        with_prog = build_program(tgt_text, cex)
    except UsageError as exc:
        return Confirmation(False, f"no runnable program: {exc}", "", "", "", "")
    with tempfile.TemporaryDirectory(prefix="smith-tv-", dir=workdir) as tmp:
        wd = Path(tmp)
        wc, wr = run_program(with_prog, toolchain, wd, "with", timeout)
        without_prog, oc, orun = "", None, None
        for lift in ("all", "scalars", "none"):
            try:
                without_prog = build_program(src_text, cex, lift)
            except UsageError:
                continue
            oc, orun = run_program(without_prog, toolchain, wd, f"without-{lift}", timeout)
            if oc.ok:
                break
    if oc is None or orun is None:
        return Confirmation(False, "the program without the pass does not lower: "
                            + (_first_line(oc) if oc else "no program"), with_prog,
                            without_prog, "", "")
    if not orun.ok:
        return Confirmation(False, f"the program without the pass fails: {_first_line(orun)}",
                            with_prog, without_prog, "", orun.stdout)
    without_out = normalize_output(orun.stdout)
    if wr is None:
        return Confirmation(False, f"the program with the pass does not lower: "
                            f"{_first_line(wc)}", with_prog, without_prog, "", without_out)
    with_out = normalize_output(wr.stdout)
    if not wr.ok:
        return Confirmation(True, f"with the pass the run fails ({_first_line(wr)}); without "
                            "it the run succeeds", with_prog, without_prog, with_out,
                            without_out)
    if with_out != without_out:
        a, b = with_out.splitlines(), without_out.splitlines()
        k = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        line = refuted_line(cex)
        if line is not None and line < min(len(a), len(b)) and a[line] == b[line]:
            return Confirmation(False, f"outputs differ at line {k + 1} only, not at line "
                                f"{line + 1} ({cex.what.split(':')[0]}, the refuted value: "
                                f"{a[line]} in both runs)", with_prog, without_prog,
                                with_out, without_out)
        k = k if line is None else line
        pw, po = predicted_output(cex, "target"), predicted_output(cex, "source")
        pred = None if pw is None or po is None else (pw == with_out and po == without_out)
        note = {True: " (as the solver's model predicts)",
                False: " (not the values the solver's model predicts)", None: ""}[pred]
        return Confirmation(True, f"outputs differ at line {k + 1}: with the pass "
                            f"{a[k] if k < len(a) else '(none)'}, without "
                            f"{b[k] if k < len(b) else '(none)'}{note}", with_prog,
                            without_prog, with_out, without_out, as_predicted=pred)
    return Confirmation(False, "both runs print the same values", with_prog, without_prog,
                        with_out, without_out)
