"""Two-dimensional reduction of a finding (DuoReduce, ``shared/papers/duoreduce.txt``;
``shared/reference/upstream-hooks-and-user-asks.md`` section 1).

``reduce_finding(FINDING_DIR)``:

(a) pass list: drop trailing passes, then, for the last pass, try dropping every earlier pass;
    a pass whose removal loses the failure is an ordering dependency (recorded in
    ``reduce.json``), the others go: the result is the shortest failing chain found greedily.
    Wrong-code: the divergent path is minimised the same way (it must still lower, run and
    differ from the reference output); then the reference becomes "divergent path minus one
    pass" when that reproduces the reference output, so the two paths differ by the culprit.
(b) IR: op-level delta debugging on the parsed module (MLIR Python bindings): chunks of
    top-level ops of every function are erased, results still used are replaced by a constant
    of their type (``arith.constant``; DuoReduce's constant cut), plus return-operand rollback
    (a returned value of a called function is dropped and its call sites rewritten) and, for
    wrong-code, unused-argument rollback (callers stop passing it, its producer becomes dead).
(c) passes that no longer change the reduced IR are dropped.

Interestingness: crash / pass failure / invalid IR: the same primary signature (assertion or
first error line, normalised; DuoReduce's oracle). Wrong-code: the candidate is made UB-free
again with ``ubfix.rewrite.fix_ub`` (guards are re-inserted for whatever a deletion exposed),
verifies, both paths lower and run, and the outputs still differ.

Outputs in ``OUT`` (default ``FINDING_DIR/reduced``): ``reduced.mlir``, ``passes.txt``
(``passes-reference.txt`` for wrong-code), ``repro.mlir`` (MLIR reproducer format),
``reduce.json`` and ``reduce.sh`` for ``mlir-reduce -reduction-tree='traversal-mode=0
test=reduce.sh'`` (non-zero exit = interesting, candidate = last argument).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import attrs

from lowering.execute import normalize_output, runner_argv
from lowering.findings import atomic_write
from lowering.pipeline import PassRunner, render, split_pipeline
from lowering.repro import reproducer_text, strip_resources
from lowering.triage import primary_line, stack_frames
from smith.errors import UsageError
from smith.proc import run_tool
from smith.toolchain import Toolchain, find_toolchain

_TERMINATORS = {"func.return", "scf.yield", "scf.condition", "cf.br", "cf.cond_br",
                "tosa.yield", "linalg.yield", "tensor.yield", "affine.yield", "scf.reduce",
                "scf.in_parallel", "llvm.return"}


# ---- IR manipulation with the bindings ------------------------------------------------------

class _ctx:
    """A fresh MLIR context with an unknown default location."""

    def __enter__(self):
        from mlir import ir

        self.c = ir.Context()
        self.c.__enter__()
        self.loc = ir.Location.unknown()
        self.loc.__enter__()
        return self.c

    def __exit__(self, *exc):
        self.loc.__exit__(*exc)
        return self.c.__exit__(*exc)


def count_ops(text: str) -> int:
    """Ops in the module, the module itself excluded (function ops and terminators count)."""
    from mlir import ir

    n = [0]

    def cb(op):
        n[0] += 1
        return ir.WalkResult.ADVANCE

    with _ctx():
        m = ir.Module.parse(text)
        m.operation.walk(cb)
    return n[0] - 1


def _top_ops(module) -> list:
    """Candidate ops in pre-order: every non-terminator op inside a function (nested regions
    included; a parent precedes its children, so deleting in reverse order is safe)."""
    out = []

    def visit(block) -> None:
        for op in block.operations:
            op = op.operation
            if op.name in _TERMINATORS:
                continue
            out.append(op)
            for region in op.regions:
                for b in region.blocks:
                    visit(b)

    for f in module.body.operations:
        f = f.operation
        if f.name == "func.func" and f.regions[0].blocks:
            visit(f.regions[0].blocks[0])
    return out


def weight(text: str) -> int:
    """Reduction metric: ops count 2, ``arith.constant`` 1, so replacing an op's result by a
    constant is progress but a constant replaced by a constant is not."""
    from mlir import ir

    n = [0]

    def cb(op):
        n[0] += 1 if op.name == "arith.constant" else 2
        return ir.WalkResult.ADVANCE

    with _ctx():
        ir.Module.parse(text).operation.walk(cb)
    return n[0]


def _constant(t):
    """An ``arith.constant`` attribute of type ``t`` (1 / 1.0 / splat), or None."""
    from mlir import ir

    def scalar(e):
        if isinstance(e, ir.IntegerType) or isinstance(e, ir.IndexType):
            return ir.IntegerAttr.get(e, 1 if not isinstance(e, ir.IndexType) else 0)
        if isinstance(e, (ir.F16Type, ir.F32Type, ir.F64Type, ir.BF16Type)):
            return ir.FloatAttr.get(e, 1.0)
        return None

    if isinstance(t, (ir.RankedTensorType, ir.VectorType)) and t.has_static_shape:
        s = scalar(t.element_type)
        return ir.DenseElementsAttr.get_splat(t, s) if s is not None else None
    return scalar(t)


def _replace_with_constants(op) -> bool:
    from mlir import ir

    for r in op.results:
        if not list(r.uses):
            continue
        attr = _constant(r.type)
        if attr is None:
            return False
        with ir.InsertionPoint(op), op.location:
            c = ir.Operation.create("arith.constant", results=[r.type],
                                    attributes={"value": attr})
        r.replace_all_uses_with(c.result)
    return True


def delete_ops(text: str, indices: Sequence[int]) -> str | None:
    """Erase the top-level ops ``indices`` (in :func:`_top_ops` order), replacing used results
    by constants; None when a result cannot be replaced or the module does not verify."""
    from mlir import ir

    with _ctx():
        try:
            m = ir.Module.parse(text)
        except ir.MLIRError:
            return None
        ops = _top_ops(m)
        erased: set[int] = set()
        for i in sorted(set(indices), reverse=True):
            if i >= len(ops):
                continue
            # a parent erased later takes this op with it; children are erased first
            if not _replace_with_constants(ops[i]):
                return None
            ops[i].erase()
            erased.add(i)
        try:
            m.operation.verify()
        except ir.MLIRError:
            return None
        return str(m)


def drop_return_operand(text: str, func_name: str, k: int) -> str | None:
    """Return-operand rollback: ``func_name`` stops returning its result ``k``; call sites get
    the remaining results and a constant for uses of the dropped one."""
    from mlir import ir

    with _ctx():
        m = ir.Module.parse(text)
        f = _func_named(m, func_name)
        if f is None:
            return None
        ftype = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)
        if k >= len(ftype.results):
            return None
        results = [t for j, t in enumerate(ftype.results) if j != k]
        try:
            for block in f.regions[0].blocks:
                ret = list(block.operations)[-1].operation
                if ret.name != "func.return":
                    continue
                vals = [v for j, v in enumerate(ret.operands) if j != k]
                with ir.InsertionPoint(ret), ret.location:
                    ir.Operation.create("func.return", operands=vals)
                ret.erase()
            f.attributes["function_type"] = ir.TypeAttr.get(
                ir.FunctionType.get(list(ftype.inputs), results))
            for call in _calls_to(m, func_name):
                old = list(call.results)
                if list(old[k].uses):
                    attr = _constant(old[k].type)
                    if attr is None:
                        return None
                    with ir.InsertionPoint(call), call.location:
                        c = ir.Operation.create("arith.constant", results=[old[k].type],
                                                attributes={"value": attr})
                    old[k].replace_all_uses_with(c.result)
                _recreate_call(call, results, list(call.operands),
                               [r for j, r in enumerate(old) if j != k])
            m.operation.verify()
        except (ir.MLIRError, ValueError, TypeError, IndexError):
            return None
        return str(m)


def drop_unused_argument(text: str, func_name: str, k: int) -> str | None:
    """Argument rollback: ``func_name`` loses its argument ``k`` when the body does not use it;
    call sites stop passing it (the value they passed may then be dead, for delta debugging).
    None when the argument is used or the rewrite does not verify."""
    from mlir import ir

    with _ctx():
        m = ir.Module.parse(text)
        f = _func_named(m, func_name)
        if f is None or not f.regions[0].blocks:
            return None
        ftype = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)
        entry = f.regions[0].blocks[0]
        if k >= len(ftype.inputs) or list(entry.arguments[k].uses):
            return None
        try:
            entry.erase_argument(k)
            f.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
                [t for j, t in enumerate(ftype.inputs) if j != k], list(ftype.results)))
            for call in _calls_to(m, func_name):
                _recreate_call(call, [r.type for r in call.results],
                               [v for j, v in enumerate(call.operands) if j != k],
                               list(call.results))
            m.operation.verify()
        except (ir.MLIRError, ValueError, TypeError, IndexError):
            return None
        return str(m)


def _drop_unused_arguments(text: str, interesting, log) -> str:
    """Every unused argument of every function but ``main``, last first, while interesting."""
    from mlir import ir

    cur = text
    with _ctx():
        m = ir.Module.parse(cur)
        funcs = [(ir.StringAttr(o.operation.attributes["sym_name"]).value,
                  len(ir.FunctionType(ir.TypeAttr(
                      o.operation.attributes["function_type"]).value).inputs))
                 for o in m.body.operations if o.operation.name == "func.func"]
    for fname, n in funcs:
        if fname == "main":
            continue
        for k in reversed(range(n)):
            cand = drop_unused_argument(cur, fname, k)
            acc = interesting(cand) if cand is not None else None
            if acc is not None:
                cur = acc
                log(f"  dropped argument {k} of @{fname}: {count_ops(cur)} ops")
    return cur


def _returning_funcs(text: str) -> list[tuple[str, int]]:
    from mlir import ir

    out = []
    with _ctx():
        m = ir.Module.parse(text)
        for o in m.body.operations:
            o = o.operation
            if o.name == "func.func" and o.regions[0].blocks:
                name = ir.StringAttr(o.attributes["sym_name"]).value
                n = len(ir.FunctionType(ir.TypeAttr(o.attributes["function_type"]).value).results)
                if name != "main" and n:
                    out.append((name, n))
    return out


# ---- reduction driver -------------------------------------------------------------------------

@attrs.define
class Reducer:
    """State of one reduction: the oracle and counters."""

    tc: Toolchain
    nested: frozenset[str]
    timeout: float
    kind: str
    log: Callable[[str], None]
    tests: int = 0
    runner: PassRunner | None = None

    def __attrs_post_init__(self) -> None:
        self.runner = PassRunner(self.tc, self.nested, timeout=self.timeout)
        self.runner.symbolize = False  # the oracle needs the primary line only

    # crash-like oracle
    def failure(self, text: str, passes: Sequence[str]) -> str | None:
        self.tests += 1
        res = self.runner.run(text, passes)
        return None if res.ok or res.tool.timed_out else primary_line(res.tool)

    # wrong-code oracle pieces
    def output(self, text: str, passes: Sequence[str], work: Path, tag: str) -> str | None:
        self.tests += 1
        res = self.runner.run(text, passes)
        if not res.ok:
            return None
        low = work / f"cand-{tag}.mlir"
        low.write_text(res.ir or "")
        run = run_tool(runner_argv(self.tc, low), timeout=self.timeout, cwd=work)
        return normalize_output(run.stdout) if run.ok else None


def _ddmin_ops(text: str, interesting: Callable[[str], str | None], log, fixed=lambda t: t
               ) -> str:
    """Chunked deletion of top-level ops (from the end), then single ops, to a fixpoint.
    ``interesting(candidate)`` returns the accepted text (possibly rewritten) or None."""
    from mlir import ir

    def n_top(t: str) -> int:
        with _ctx():
            return len(_top_ops(ir.Module.parse(t)))

    cur = text
    size = weight(cur)
    n = n_top(cur)
    chunk = max(1, n // 2)
    while True:
        progress = False
        end = n
        while end > 0:
            start = max(0, end - chunk)
            cand = delete_ops(cur, range(start, end))
            acc = interesting(cand) if cand is not None else None
            if acc is not None and weight(acc) < size:
                cur, size = acc, weight(acc)
                n = n_top(cur)
                progress = True
                end = min(start, n)
            else:
                end = start
        if not progress:
            if chunk == 1:
                break
            chunk = max(1, chunk // 2)
        log(f"  ops: {count_ops(cur)} (chunk {chunk})")
    return cur


def _rollback_returns(text: str, interesting, log) -> str:
    cur = text
    changed = True
    while changed:
        changed = False
        for fname, n in _returning_funcs(cur):
            for k in reversed(range(n)):
                cand = drop_return_operand(cur, fname, k)
                acc = interesting(cand) if cand is not None else None
                if acc is not None and weight(acc) <= weight(cur):
                    cur, changed = acc, True
                    log(f"  dropped result {k} of @{fname}: {count_ops(cur)} ops")
                    break
            if changed:
                break
    return cur


def _minimize_passes(passes: list[str], ok: Callable[[list[str]], bool], keep_last: bool
                     ) -> tuple[list[str], dict[str, list[str]]]:
    """Drop trailing passes while ``ok``; then each earlier pass (from the end) whose removal
    keeps ``ok``; returns (passes, dependencies of the last pass)."""
    cur = list(passes)
    if not keep_last:
        while len(cur) > 1 and ok(cur[:-1]):
            cur = cur[:-1]
    deps: list[str] = []
    i = len(cur) - 2
    while i >= 0:
        cand = cur[:i] + cur[i + 1:]
        if ok(cand):
            cur = cand
        else:
            deps.append(cur[i])
        i -= 1
    return cur, {cur[-1]: list(reversed(deps))} if cur else {}


def _needle(signature: str, stderr: str) -> str:
    """A fixed string to grep for in mlir-opt's stderr (for reduce.sh)."""
    m = re.search(r"Assertion `(.*)' failed", signature)
    if m:
        return m.group(1)
    frames = stack_frames(stderr, top=1)
    if signature.startswith("signal") and frames:
        return frames[0].split("::")[-1]
    msg = re.sub(r"^error:\s*", "", signature)
    return re.split(r"%\?|0x\?|:L\b|\^bb\?|loc\(\?\)", msg)[0].strip()[:80] or signature[:40]


def reduce_finding(finding_dir: str | Path, out_dir: str | Path | None = None,
                   toolchain: Toolchain | None = None, timeout: float = 60.0,
                   log: Callable[[str], None] = lambda s: None) -> dict:
    """Reduce the finding in ``finding_dir``; write the results to ``out_dir``; return the
    ``reduce.json`` data.

    Raises:
        UsageError: not a finding directory, or the failure does not reproduce.
    """
    d = Path(finding_dir)
    try:
        meta = json.loads((d / "meta.json").read_text())
        program = strip_resources((d / "program.mlir").read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise UsageError(f"{d} is not a finding directory: {exc}") from None
    tc = toolchain or find_toolchain()
    out = Path(out_dir) if out_dir else d / "reduced"
    out.mkdir(parents=True, exist_ok=True)
    work = out / "work"
    work.mkdir(exist_ok=True)
    kind = meta.get("finding_kind") or meta.get("verdict")
    t0 = time.monotonic()
    ops0 = count_ops(program)
    header = "".join(ln + "\n" for ln in program.splitlines() if ln.startswith("//"))
    if kind == "wrong-code":
        info = _reduce_wrong_code(meta, program, tc, timeout, work, log)
    elif kind in ("crash", "pass-failure", "invalid-ir"):
        info = _reduce_failure(meta, program, tc, timeout, log)
    else:
        raise UsageError(f"cannot reduce a {kind!r} finding (crash, pass-failure, invalid-ir "
                         "and wrong-code can be reduced)")
    reduced = info.pop("program")
    red = info.pop("reducer")
    reduced = "".join(ln + "\n" for ln in reduced.splitlines() if not ln.startswith("//"))
    atomic_write(out / "reduced.mlir", header + reduced)
    atomic_write(out / "passes.txt", "\n".join(info["passes"]) + "\n")
    nested = frozenset(info["func_nested"])
    atomic_write(out / "repro.mlir", reproducer_text(reduced, render(info["passes"], nested)))
    if kind == "wrong-code":
        atomic_write(out / "passes-reference.txt", "\n".join(info["reference_passes"]) + "\n")
        atomic_write(out / "repro-ref.mlir",
                     reproducer_text(reduced, render(info["reference_passes"], nested)))
    atomic_write(out / "reduce.sh", _reduce_script(tc, kind, info, nested))
    os.chmod(out / "reduce.sh", 0o755)
    data = info | {"kind": kind, "ops_before": ops0, "ops_after": count_ops(reduced),
                   "tests": red.tests, "seconds": round(time.monotonic() - t0, 1),
                   "mlir_version": tc.version(), "finding": str(d)}
    data["ops_ratio"] = round(data["ops_after"] / max(1, ops0), 3)
    atomic_write(out / "reduce.json", json.dumps(data, indent=1, sort_keys=True) + "\n")
    import shutil

    shutil.rmtree(work, ignore_errors=True)
    return data


def _failure_setup(meta: dict):
    pipeline = meta.get("repro_pipeline")
    if not pipeline:
        p = next(p for p in meta["paths"] if p["status"] not in ("ok", None))
        pipeline = p["pipeline"]
    return split_pipeline(pipeline)


def _reduce_failure(meta: dict, program: str, tc: Toolchain, timeout: float, log) -> dict:
    passes, nested = _failure_setup(meta)
    red = Reducer(tc, nested, timeout, "crash", log)
    sig = None
    for _ in range(3):  # nondeterministic crashes: a few tries
        sig = red.failure(program, passes)
        if sig:
            break
    if not sig:
        raise UsageError("the failure does not reproduce with the stored pipeline")
    log(f"signature: {sig}")
    passes0 = list(passes)
    passes, deps = _minimize_passes(list(passes), lambda ps: red.failure(program, ps) == sig,
                                    keep_last=False)
    log(f"passes: {len(passes0)} -> {len(passes)}: {passes}")

    cur = program
    for _round in range(3):  # alternate the two dimensions to a fixpoint (DuoReduce)
        before = (cur, tuple(passes))

        def interesting(cand: str) -> str | None:
            return cand if red.failure(cand, passes) == sig else None

        cur = _rollback_returns(cur, interesting, log)
        cur = _ddmin_ops(cur, interesting, log)
        passes, deps = _minimize_passes(list(passes),
                                        lambda ps: red.failure(cur, ps) == sig, keep_last=False)
        log(f"round {_round}: {count_ops(cur)} ops, passes {passes}")
        if (cur, tuple(passes)) == before:
            break
    # (c) passes that no longer change the reduced IR
    keep = list(passes)
    for i in reversed(range(len(keep) - 1)):
        before = red.runner.run(cur, keep[:i]).ir if i else cur
        after = red.runner.run(cur, keep[: i + 1]).ir
        if before is not None and before == after:
            cand = keep[:i] + keep[i + 1:]
            if red.failure(cur, cand) == sig:
                keep = cand
    res = red.runner.run(cur, keep)
    return {"program": cur, "reducer": red, "signature": sig, "passes": keep,
            "passes_before": passes0, "dependencies": deps, "func_nested": sorted(nested),
            "needle": _needle(sig, res.tool.stderr)}


def _reduce_wrong_code(meta: dict, program: str, tc: Toolchain, timeout: float, work: Path,
                       log) -> dict:
    from ubfix.rewrite import fix_ub

    div = list(meta["divergent_passes"])
    ref = list(meta["reference_passes"])
    nested = frozenset(meta.get("divergent_func_nested", [])) | frozenset(
        meta.get("reference_func_nested", []))
    red = Reducer(tc, nested, timeout, "wrong-code", log)
    o_ref = red.output(program, ref, work, "r")
    o_div = red.output(program, div, work, "d")
    if o_ref is None or o_div is None or o_ref == o_div:
        raise UsageError("the divergence does not reproduce (a path fails or outputs agree)")
    div0 = list(div)
    div, deps = _minimize_passes(
        div, lambda ps: (o := red.output(program, ps, work, "d")) is not None and o != o_ref,
        keep_last=True)
    log(f"divergent passes: {len(div0)} -> {len(div)}")
    culprit = None
    for i in reversed(range(len(div))):  # divergent path minus one pass = reference?
        cand = div[:i] + div[i + 1:]
        if red.output(program, cand, work, "r") == o_ref:
            ref, culprit = cand, div[i]
            break
    log(f"reference = divergent minus {culprit}")

    def diverges(cand: str) -> bool:
        a = red.output(cand, ref, work, "r")
        if a is None:
            return False
        b = red.output(cand, div, work, "d")
        return b is not None and a != b

    def interesting(cand: str) -> str | None:
        return cand if diverges(cand) else None

    def ub_free(text: str) -> str | None:
        """``text`` with UB guards re-inserted (ubfix) if it still diverges, else None."""
        try:
            fixed = fix_ub(text).text
        except Exception:  # noqa: BLE001 - a candidate ubfix rejects is not interesting
            return None
        return fixed if diverges(fixed) else None

    # Candidates are tested as they are (ubfix re-guards already guarded ops, so a fixed
    # candidate is always larger than its parent and delta debugging would never shrink);
    # UB exposed by a deletion is ruled out on the result: it must still diverge once ubfix
    # re-inserted the guards, otherwise the last ub-free stage is kept.
    cur, final = program, program
    for stage in (_rollback_returns, _ddmin_ops, _rollback_returns, _drop_unused_arguments,
                  _ddmin_ops):
        nxt = stage(cur, interesting, log)
        if nxt == cur:
            continue
        fixed = ub_free(nxt)
        if fixed is None:
            log("  divergence lost once UB guards are re-inserted: stage undone")
            continue
        cur, final = nxt, fixed
    cur = final  # the UB-free (guarded) version of the last accepted stage
    only = [p for p in div if p not in ref]
    return {"program": cur, "reducer": red, "passes": div, "reference_passes": ref,
            "passes_before": div0, "dependencies": deps, "culprit": culprit,
            "fault_chain": only, "func_nested": sorted(nested),
            "output_reference": red.output(cur, ref, work, "r"),
            "output_divergent": red.output(cur, div, work, "d")}


def _reduce_script(tc: Toolchain, kind: str, info: dict, nested: frozenset[str]) -> str:
    head = (
        "#!/bin/sh\n"
        "# Interestingness test for mlir-reduce (non-zero exit = interesting; the candidate\n"
        "# file is the LAST argument):\n"
        "#   mlir-reduce reduced.mlir -reduction-tree='traversal-mode=0 test=./reduce.sh'\n"
        f"# MLIR {tc.version()}\n"
        'for f in "$@"; do :; done\n'
        f'MLIR_OPT="${{MLIR_OPT:-{tc.mlir_opt}}}"\n'
    )
    if kind != "wrong-code":
        pipe = render(info["passes"], nested)
        return head + (
            f'"$MLIR_OPT" "$f" --pass-pipeline={shlex.quote(pipe)} -o /dev/null 2>&1 \\\n'
            f"  | grep -qF -- {shlex.quote(info['needle'])} && exit 1\nexit 0\n"
        )
    runner = " ".join(f'"{a}"' if "$" in a else shlex.quote(a)
                      for a in runner_argv(tc, Path("$T/$n.mlir")))
    return head + (
        'T="$(mktemp -d)"\n'
        f"P_reference={shlex.quote(render(info['reference_passes'], nested))}\n"
        f"P_divergent={shlex.quote(render(info['passes'], nested))}\n"
        "for n in reference divergent; do\n"
        '  eval p=\\"\\$P_$n\\"\n'
        '  "$MLIR_OPT" "$f" --pass-pipeline="$p" -o "$T/$n.mlir" 2>/dev/null || exit 0\n'
        f'  {runner} > "$T/$n.out" 2>/dev/null || exit 0\n'
        "done\n"
        'cmp -s "$T/reference.out" "$T/divergent.out" && exit 0\nexit 1\n'
    )


def _calls_to(module, func_name: str) -> list:
    """The ``func.call`` ops of ``module`` (an ``ir.Module``) that call ``@func_name``."""
    from mlir import ir

    calls = []

    def cb(op):
        if op.name == "func.call" and ir.FlatSymbolRefAttr(
                op.attributes["callee"]).value == func_name:
            calls.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(cb)
    return calls


def _func_named(module, func_name: str):
    """The top-level ``func.func @func_name`` of ``module`` (an ``ir.Module``), or None."""
    from mlir import ir

    return next((o.operation for o in module.body.operations if o.operation.name == "func.func"
                 and ir.StringAttr(o.operation.attributes["sym_name"]).value == func_name), None)


def _recreate_call(call, result_types: list, operands: list, old_results: list) -> None:
    """Replace ``call`` (a ``func.call`` ir.Operation) by a call to the same callee with
    ``result_types`` and ``operands``; uses of ``old_results`` (as many as ``result_types``)
    move to the new results in order."""
    from mlir import ir

    with ir.InsertionPoint(call), call.location:
        new = ir.Operation.create("func.call", results=result_types, operands=operands,
                                  attributes={"callee": call.attributes["callee"]})
    for old, fresh in zip(old_results, new.results):
        old.replace_all_uses_with(fresh)
    call.erase()
