"""The refinement check of translation validation (mlir-tv, CAV 2022, section 6.3).

For each function defined in both the source and the target module, both bodies are encoded
on the same symbolic arguments (:mod:`judges.tv.state`) and the solver looks for arguments
where the target does not refine the source: the source has no UB and either the target has
UB, or some observable (a result, an element of a result, a memref argument's final contents,
a printed value) is not poison in the source and differs in the target (poison where the
source had a value counts as different). No such arguments: ``validated``; a model:
``refuted``, with the arguments and the two values as a :class:`Counterexample`.

Uninterpreted functions (transcendental ``math`` ops) are pinned to the C library's values
where their arguments are constants, and again at the points each model uses
(counterexample-guided, at most :data:`PIN_ROUNDS` rounds); a model whose difference still
depends on an unpinnable function (``math.fpowi``) gives ``inconclusive``.

Verdicts of one function (:class:`FuncVerdict`): ``validated``, ``refuted``, ``unsupported``
(an op, type or size outside the encoding, named in ``reason``), ``timeout`` (the solver's
per-query limit), ``inconclusive``.
"""

from __future__ import annotations

import time

import attrs
import z3
from mlir import ir

from judges.tv import libm
from judges.tv import ops_arith as _ops_arith  # noqa: F401  (registers encoders)
from judges.tv import ops_control as _ops_control  # noqa: F401
from judges.tv import ops_linalg as _ops_linalg  # noqa: F401
from judges.tv import ops_math as _ops_math  # noqa: F401
from judges.tv import ops_shaped as _ops_shaped  # noqa: F401
from judges.tv import ops_tosa as _ops_tosa  # noqa: F401
from judges.tv.state import Encoder, Inputs, Limits, UFs, func_ops, run_body, type_of
from judges.tv.sym import (
    FALSE,
    ElemType,
    MemRef,
    Scalar,
    Shaped,
    ShapeList,
    Sym,
    Unsupported,
    bits_to_float,
    canonical_nan_bits,
    float_bits,
    float_const,
    indices,
    pand,
    pnot,
    por,
    same,
)

PIN_ROUNDS = 16
VERDICTS = ("validated", "refuted", "unsupported", "timeout", "inconclusive")


@attrs.frozen
class ArgValue:
    """One argument of a counterexample: its MLIR type, its shape (None for a scalar) and its
    elements row-major (ints as signed values; floats as IEEE bit patterns, ``float`` beside
    them for reading)."""

    type: str
    shape: tuple[int, ...] | None
    elem: str
    bits: tuple[int, ...]
    floats: tuple[float, ...] | None = None


@attrs.frozen
class Counterexample:
    """Arguments on which the target does not refine the source, and what differs.

    Attributes:
        func: the function's symbol name.
        args: one :class:`ArgValue` per argument.
        what: the first difference, e.g. ``"result 0: source -18, target 18"`` or
            ``"target UB"``.
        source, target: per observable, the value of each side (text, ``poison`` or ``UB``).
        model: the solver's model (SMT-LIB text).
        names: the observables (``result 0 [1, 2]``, ``print 3``...).
        source_bits, target_bits: per observable, the value as smith's checksum reads it
            (:mod:`ubfix.checksum`: integers sign-extended, floats as their bits with NaN
            canonical), None for poison or UB.
    """

    func: str
    args: tuple[ArgValue, ...]
    what: str
    source: tuple[str, ...]
    target: tuple[str, ...]
    model: str
    names: tuple[str, ...] = ()
    source_bits: tuple[int | None, ...] = ()
    target_bits: tuple[int | None, ...] = ()
    source_op: str = ""


@attrs.frozen
class FuncVerdict:
    func: str
    verdict: str
    reason: str = ""
    counterexample: Counterexample | None = None
    solver_seconds: float = 0.0
    queries: int = 0


def _arg_sym(inputs: Inputs, enc: Encoder, func: str, i: int, t: ir.Type) -> Sym:
    shape, et = type_of(t)
    key = f"{func}.arg{i}"
    if shape is None:
        return Scalar(inputs.var(key, et))
    enc.check_size(shape, f"argument {i} of @{func}")
    elems = tuple(Scalar(inputs.var(f"{key}[{p}]", et)) for p in range(_numel(shape)))
    if isinstance(t, ir.MemRefType):
        if not _identity_layout(t):
            raise Unsupported(f"memref argument with a layout ({t})")
        return enc.new_buffer(shape, et, list(elems), key)
    if isinstance(t, ir.RankedTensorType | ir.VectorType):
        return Shaped(shape, elems, et)
    raise Unsupported(f"argument type {t}")


def _identity_layout(t: ir.Type) -> bool:
    return ir.MemRefType(t).layout.is_identity if hasattr(ir.MemRefType(t).layout,
                                                           "is_identity") else \
        "strided" not in str(t) and "affine_map" not in str(t)


def _numel(shape: tuple[int, ...]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


@attrs.define
class Run:
    """The final state of one side: observables (name, Scalar) and UB."""

    enc: Encoder
    outputs: list[tuple[str, Scalar]]


def encode_side(module: ir.Module, func: str, inputs: Inputs, ufs: UFs, side: str,
                limits: Limits) -> Run:
    """Encode ``@func`` of ``module`` on the shared inputs.

    Raises:
        Unsupported: an op, type or size outside the encoding.
    """
    enc = Encoder(module, inputs, ufs, side, limits)
    fn = enc.funcs[func]
    fty = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
    args = [_arg_sym(inputs, enc, func, i, t) for i, t in enumerate(fty.inputs)]
    results = run_body(enc, fn.regions[0], args)
    outputs: list[tuple[str, Scalar]] = []
    for i, r in enumerate(results):
        outputs += _flatten(f"result {i}", r)
    for i, a in enumerate(args):
        if isinstance(a, MemRef):
            outputs += _flatten(f"memref argument {i}", a)
    for path, s in enc.prints:
        if not z3.is_true(z3.simplify(path)):
            raise Unsupported("vector.print inside a conditional region")
    outputs += [(f"print {k}", s) for k, (_, s) in enumerate(enc.prints)]
    return Run(enc, outputs)


def _flatten(name: str, s: Sym) -> list[tuple[str, Scalar]]:
    if isinstance(s, Scalar):
        return [(name, s)]
    if isinstance(s, Shaped):
        return [(f"{name} {list(idx)}", e) for idx, e in zip(indices(s.shape), s.elems,
                                                             strict=True)]
    if isinstance(s, MemRef):
        return [(f"{name} {list(idx)}", e) for idx, e in zip(indices(s.shape), s.buffer.elems,
                                                             strict=True)]
    if isinstance(s, ShapeList):
        raise Unsupported("a function returning a !tosa.shape value")
    raise Unsupported(f"result kind {type(s).__name__}")


def refines(src: Scalar, tgt: Scalar) -> z3.BoolRef:
    """The target value refines the source value: the source is poison, or both are defined
    and the same (:func:`judges.tv.sym.same`)."""
    if src.v.eq(tgt.v) and src.poison.eq(tgt.poison):
        return z3.BoolVal(True)
    return por(src.poison, pand(pnot(tgt.poison), same(src, tgt)))


class Checker:
    """Checks one function pair (see module doc). ``timeout`` is the solver's limit per query
    in seconds."""

    def __init__(self, src: ir.Module, tgt: ir.Module, func: str, timeout: float = 30.0,
                 limits: Limits = Limits()) -> None:
        self.src, self.tgt, self.func = src, tgt, func
        self.timeout, self.limits = timeout, limits
        self.solver_seconds = 0.0
        self.queries = 0
        self.pins: list[z3.BoolRef] = []

    def run(self) -> FuncVerdict:
        inputs, ufs = Inputs(), UFs()
        try:
            s = encode_side(self.src, self.func, inputs, ufs, "src", self.limits)
            t = encode_side(self.tgt, self.func, inputs, ufs, "tgt", self.limits)
        except Unsupported as exc:
            return FuncVerdict(self.func, "unsupported", exc.what)
        if [n for n, _ in s.outputs] != [n for n, _ in t.outputs]:
            return FuncVerdict(self.func, "unsupported",
                               "source and target have different observables "
                               f"({len(s.outputs)} vs {len(t.outputs)})")
        src_ub = s.enc.ub
        groups: dict[str, list[z3.BoolRef]] = {"target UB": [t.enc.ub]}
        for (name, a), (_, b) in zip(s.outputs, t.outputs, strict=True):
            groups.setdefault(name.split(" [")[0], []).append(pnot(refines(a, b)))
        checks = []
        for name, conds in groups.items():
            c = z3.simplify(por(*conds))
            if not z3.is_false(c):
                checks.append((name, c))
        if not checks:
            return self._verdict("validated")
        solver = z3.Solver()
        solver.set("timeout", max(1, int(self.timeout * 1000)))
        solver.add(pnot(src_ub))
        pinned: set[tuple] = set()
        self._pin_constants(solver, ufs, pinned)
        worst = None
        for name, c in checks:
            before = len(self.pins)
            solver.push()
            solver.add(c)
            v = self._solve(solver, name, c, ufs, pinned, inputs, s, t)
            solver.pop()
            solver.add(*self.pins[before:])  # pins are facts: keep them for the next query
            if v.verdict == "refuted":
                return v
            if v.verdict != "validated" and worst is None:
                worst = v
        return worst or self._verdict("validated")

    def _verdict(self, verdict: str, reason: str = "", cex: Counterexample | None = None
                 ) -> FuncVerdict:
        return FuncVerdict(self.func, verdict, reason, cex, round(self.solver_seconds, 4),
                           self.queries)

    def _solve(self, solver: z3.Solver, name: str, query: z3.BoolRef, ufs: UFs, pinned: set,
               inputs: Inputs, s: Run, t: Run) -> FuncVerdict:
        """Solve ``query`` (already on top of ``solver``'s stack). A model that involves
        uninterpreted functions is checked with its arguments fixed and those functions
        pinned to libm at the points it uses (:meth:`_genuine`); a spurious model leaves its
        pins behind and the search goes on."""
        cone = _apps_in(query, ufs)
        free = sorted({op for op, *_ in cone if op not in libm.FUNCTIONS})
        for _ in range(PIN_ROUNDS):
            res = self._check(solver)
            if res == z3.unsat:
                return self._verdict("validated")
            if res == z3.unknown:
                return self._unknown(solver, name)
            model = solver.model()
            if cone and free:
                return self._verdict("inconclusive",
                                     f"{name}: the difference may depend on {free[0]}, whose "
                                     "values the encoding does not know")
            if cone:
                model = self._genuine(solver, model, cone, inputs, pinned)
                if model is None:
                    continue
            return self._verdict("refuted", cex=self._counterexample(model, name, inputs, s, t))
        return self._verdict("inconclusive", f"{name}: no genuine model after {PIN_ROUNDS} "
                             "rounds of pinning math functions to libm")

    def _check(self, solver: z3.Solver) -> z3.CheckSatResult:
        start = time.monotonic()
        res = solver.check()
        self.solver_seconds += time.monotonic() - start
        self.queries += 1
        return res

    def _unknown(self, solver: z3.Solver, name: str) -> FuncVerdict:
        why = solver.reason_unknown()
        if "timeout" in why or "canceled" in why:
            return self._verdict("timeout", f"{name}: solver limit {self.timeout:g} s")
        return self._verdict("inconclusive", f"{name}: solver: {why}")

    def _genuine(self, solver: z3.Solver, model: z3.ModelRef, cone, inputs: Inputs,
                 pinned: set) -> z3.ModelRef | None:
        """The model with its inputs fixed, once every function application it uses agrees
        with libm (each round pins the points the current model evaluates; nested
        applications need one round per level); None when it was spurious."""
        before = len(self.pins)
        solver.push()
        solver.add(*[var == model.eval(var, model_completion=True)
                     for var, _ in inputs.vars.values()])
        try:
            for _ in range(PIN_ROUNDS):
                if not self._pin_model(solver, cone, model, pinned):
                    return model
                if self._check(solver) != z3.sat:
                    return None
                model = solver.model()
            return None
        finally:
            solver.pop()
            solver.add(*self.pins[before:])

    def _pin(self, solver: z3.Solver, app_op: str, et: ElemType, args: tuple, app, values,
             pinned: set) -> bool:
        key = (app_op, et.name, tuple(float_bits(v, et) for v in values))  # -0 != +0, NaN == NaN
        if key in pinned:
            return False
        r = libm.value(app_op, et, values)
        if r is None:
            return False
        pinned.add(key)
        consts = [float_const(v, et) for v in values]
        axiom = app.decl()(*consts) == float_const(r, et)
        self.pins.append(axiom)
        solver.add(axiom)
        return True

    def _pin_constants(self, solver: z3.Solver, ufs: UFs, pinned: set) -> None:
        for op, et, args, app in ufs.apps:
            vals = []
            for a in args:
                a = z3.simplify(a)
                if not z3.is_fp_value(a):
                    break
                vals.append(_fp_float(a, et))
            else:
                self._pin(solver, op, et, args, app, tuple(vals), pinned)

    def _pin_model(self, solver: z3.Solver, cone, model: z3.ModelRef, pinned: set) -> bool:
        new = False
        for op, et, args, app in cone:
            vals = tuple(_model_float(model, a, et) for a in args)
            new |= self._pin(solver, op, et, args, app, vals, pinned)
        return new

    def _counterexample(self, model: z3.ModelRef, name: str, inputs: Inputs, s: Run, t: Run
                        ) -> Counterexample:
        args = _model_args(model, inputs, self.func, self.src)
        src_ub = z3.is_true(model.eval(s.enc.ub, model_completion=True))
        tgt_ub = z3.is_true(model.eval(t.enc.ub, model_completion=True))
        src_vals = tuple("UB" if src_ub else _show(model, sc) for _, sc in s.outputs)
        tgt_vals = tuple("UB" if tgt_ub else _show(model, sc) for _, sc in t.outputs)
        what = "target UB"
        if name != "target UB":
            for k, ((n, a), (_, b)) in enumerate(zip(s.outputs, t.outputs, strict=True)):
                if n.split(" [")[0] == name and z3.is_true(
                        model.eval(pnot(refines(a, b)), model_completion=True)):
                    what = f"{n}: source {src_vals[k]}, target {tgt_vals[k]}"
                    break
        return Counterexample(self.func, args, what, src_vals, tgt_vals, model.sexpr(),
                              tuple(n for n, _ in s.outputs),
                              tuple(None if src_ub else _bits(model, sc) for _, sc in s.outputs),
                              tuple(None if tgt_ub else _bits(model, sc) for _, sc in t.outputs),
                              _defining_op(self.src, self.func, what))


def _apps_in(term: z3.ExprRef, ufs: UFs) -> list:
    """The recorded function applications that occur in ``term`` (its cone of influence)."""
    if not ufs.apps:
        return []
    by_id = {app.get_id(): rec for rec in ufs.apps for app in [rec[3]]}
    found, seen, todo = [], set(), [term]
    while todo:
        e = todo.pop()
        i = e.get_id()
        if i in seen:
            continue
        seen.add(i)
        if i in by_id:
            found.append(by_id[i])
        todo.extend(e.children())
    return found


def _fp_float(v: z3.ExprRef, et: ElemType) -> float:
    """The Python float of an FP numeral."""
    if z3.is_true(z3.simplify(z3.fpIsNaN(v))):
        return float("nan")
    bits = z3.simplify(z3.fpToIEEEBV(v)).as_long()
    return bits_to_float(bits, et)


def _model_float(model: z3.ModelRef, term: z3.ExprRef, et: ElemType) -> float:
    return _fp_float(model.eval(term, model_completion=True), et)


def _show(model: z3.ModelRef, s: Scalar) -> str:
    if z3.is_true(model.eval(s.poison, model_completion=True)):
        return "poison"
    v = model.eval(s.v, model_completion=True)
    if z3.is_bv_value(v):
        return str(v.as_signed_long()) if v.size() > 1 else str(v.as_long())
    sort = v.sort()
    et = ElemType("f", "float", sort.ebits() + sort.sbits(), sort.ebits(), sort.sbits())
    et = attrs.evolve(et, name={(5, 11): "f16", (8, 8): "bf16", (8, 24): "f32",
                                (11, 53): "f64"}[(sort.ebits(), sort.sbits())])
    return repr(_fp_float(v, et))


def _defining_op(module: ir.Module, func: str, what: str) -> str:
    """The name of the op whose result the source returns at the observable ``what``
    (``result K ...``); ``vector.print``, ``memref`` or ``UB`` for the other observables."""
    if what.startswith("print"):
        return "vector.print"
    if what.startswith("memref"):
        return "memref"
    if not what.startswith("result "):
        return "UB"
    k = int(what.split()[1].rstrip(":"))
    for block in func_ops(module)[func].regions[0].blocks:
        term = [o.operation for o in block.operations][-1]
        if term.name == "func.return":
            owner = term.operands[k].owner
            return owner.name if isinstance(owner, ir.Operation) else \
                getattr(owner, "name", "argument") if not isinstance(owner, ir.Block) \
                else "argument"
    return "?"


def _bits(model: z3.ModelRef, s: Scalar) -> int | None:
    """The value as the checksum reads it (see :class:`Counterexample`), None for poison."""
    if z3.is_true(model.eval(s.poison, model_completion=True)):
        return None
    v = model.eval(s.v, model_completion=True)
    if z3.is_bv_value(v):
        return v.as_long() if v.size() == 1 else v.as_signed_long()
    sort = v.sort()
    w = sort.ebits() + sort.sbits()
    if z3.is_true(model.eval(z3.fpIsNaN(v))):
        et = ElemType("f", "float", w, sort.ebits(), sort.sbits())
        bits = canonical_nan_bits(et)
    else:
        bits = model.eval(z3.fpToIEEEBV(v)).as_long()
    return bits - (1 << w) if bits >> (w - 1) else bits


def _model_args(model: z3.ModelRef, inputs: Inputs, func: str, module: ir.Module
                ) -> tuple[ArgValue, ...]:
    fn = func_ops(module)[func]
    fty = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
    out = []
    for i, t in enumerate(fty.inputs):
        shape, et = type_of(t)
        keys = [f"{func}.arg{i}"] if shape is None else \
            [f"{func}.arg{i}[{p}]" for p in range(_numel(shape))]
        bits, floats = [], []
        for k in keys:
            var = inputs.vars[k][0] if k in inputs.vars else z3.Const(k, et.sort())
            v = model.eval(var, model_completion=True)
            if et.is_float:
                f = _fp_float(v, et)
                floats.append(f)
                b = model.eval(z3.fpToIEEEBV(var), model_completion=True).as_long()
                bits.append(b if f == f else _nan_bits(et))
            else:
                bits.append(v.as_signed_long() if et.width > 1 else v.as_long())
        out.append(ArgValue(str(t), shape, et.name, tuple(bits),
                            tuple(floats) if et.is_float else None))
    return tuple(out)


def _nan_bits(et: ElemType) -> int:
    return canonical_nan_bits(et)


def common_functions(src: ir.Module, tgt: ir.Module) -> list[str]:
    """Symbol names of the ``func.func`` with a body in both modules, in source order."""
    a, b = func_ops(src), func_ops(tgt)
    return [n for n, op in a.items() if n in b and list(op.regions[0].blocks)
            and list(b[n].regions[0].blocks)]


def signature_changed(src: ir.Module, tgt: ir.Module, func: str) -> bool:
    a, b = func_ops(src)[func], func_ops(tgt)[func]
    return str(a.attributes["function_type"]) != str(b.attributes["function_type"])


def check_modules(src: ir.Module, tgt: ir.Module, funcs: list[str] | None = None,
                  timeout: float = 30.0, limits: Limits = Limits()) -> list[FuncVerdict]:
    """One :class:`FuncVerdict` per function (``funcs``, default: every function defined in
    both modules)."""
    out = []
    for f in funcs or common_functions(src, tgt):
        if f not in func_ops(src) or f not in func_ops(tgt):
            out.append(FuncVerdict(f, "unsupported", f"@{f} is not defined in both modules"))
            continue
        if signature_changed(src, tgt, f):
            out.append(FuncVerdict(f, "unsupported", f"the pass changed the signature of @{f}"))
            continue
        out.append(Checker(src, tgt, f, timeout, limits).run())
    return out

