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

import itertools
import time

import attrs
import z3
from mlir import ir

from judges.tv import libm
from judges.tv import ops_arith as _ops_arith  # noqa: F401  (registers encoders)
from judges.tv import ops_control as _ops_control  # noqa: F401
from judges.tv import ops_linalg as _ops_linalg  # noqa: F401
from judges.tv import ops_lowered as _ops_lowered  # noqa: F401
from judges.tv import ops_math as _ops_math  # noqa: F401
from judges.tv import ops_shaped as _ops_shaped  # noqa: F401
from judges.tv import ops_tosa as _ops_tosa  # noqa: F401
from judges.tv import ops_tosa_tensor as _ops_tosa_tensor  # noqa: F401
from judges.tv.counterexample import (
    Counterexample,
    bits_of,
    defining_op,
    fp_float,
    model_args,
    show,
)
from judges.tv.observe import (
    Run,
    common_functions,
    encode_side,
    inputs_of,
    signature_changed,
    unchanged_callers,
)
from judges.tv.solve import Backend, Model, new_backend
from judges.tv.state import (
    CHOICE_PREFIX,
    App,
    Inputs,
    Limits,
    UFs,
    func_ops,
)
from judges.tv.sym import (
    Scalar,
    Unsupported,
    float_bits,
    float_const,
    pand,
    pnot,
    por,
    same,
    simp,
)

PIN_ROUNDS = 16
VERDICTS = ("validated", "refuted", "unsupported", "timeout", "inconclusive")


@attrs.frozen
class FuncVerdict:
    func: str
    verdict: str
    reason: str = ""
    counterexample: Counterexample | None = None
    solver_seconds: float = 0.0
    queries: int = 0


def refines(src: Scalar, tgt: Scalar) -> z3.BoolRef:
    """The target value refines the source value: the source is poison, or both are defined
    and the same (:func:`judges.tv.sym.same`)."""
    if src.v.eq(tgt.v) and src.poison.eq(tgt.poison):
        return z3.BoolVal(True)
    return por(src.poison, pand(pnot(tgt.poison), same(src, tgt)))


class Checker:
    """Checks one function pair (see module doc). ``timeout`` is the solver's limit per query
    in seconds; ``solver`` one of :data:`judges.tv.solve.BACKENDS`."""

    def __init__(self, src: ir.Module, tgt: ir.Module, func: str, timeout: float = 30.0,
                 limits: Limits = Limits(), solver: str = "bitwuzla") -> None:
        self.src, self.tgt, self.func = src, tgt, func
        self.timeout, self.limits, self.solver_name = timeout, limits, solver
        self.solver_seconds = 0.0
        self.queries = 0
        self.pins: list[z3.BoolRef] = []
        self.pinned: set[tuple] = set()

    def run(self) -> FuncVerdict:
        inputs, ufs = Inputs(), UFs()
        self.ufs = ufs
        a = inputs_of(self.src, self.func)
        b = inputs_of(self.tgt, self.func)
        bufferized = frozenset(i for i, (x, y) in enumerate(zip(a, b, strict=True))
                               if isinstance(x, ir.RankedTensorType) and
                               isinstance(y, ir.MemRefType))
        try:
            s = encode_side(self.src, self.func, inputs, ufs, "src", self.limits, bufferized)
            t = encode_side(self.tgt, self.func, inputs, ufs, "tgt", self.limits)
        except Unsupported as exc:
            return FuncVerdict(self.func, "unsupported", exc.what)
        if [n for n, _ in s.outputs] != [n for n, _ in t.outputs]:
            return FuncVerdict(self.func, "unsupported",
                               "source and target have different observables "
                               f"({len(s.outputs)} vs {len(t.outputs)})")
        groups: dict[str, list[tuple[Scalar, Scalar]]] = {"target UB": []}
        for (name, a), (_, b) in zip(s.outputs, t.outputs, strict=True):
            groups.setdefault(name.split(" [")[0], []).append((a, b))
        checks = []
        for name, pairs in groups.items():
            c = self._mismatch(s, t, pairs, {})
            if not z3.is_false(c):
                checks.append((name, c, pairs))
        if not checks:
            return self._verdict("validated")
        try:
            return self._check_all(checks, inputs, ufs, s, t)
        except Unsupported as exc:
            return FuncVerdict(self.func, "unsupported", exc.what)

    @staticmethod
    def _mismatch(s: Run, t: Run, pairs: list[tuple[Scalar, Scalar]], sub: dict
                  ) -> z3.BoolRef:
        """The source has no UB and the target does not refine it on ``pairs`` (target UB when
        ``pairs`` is empty); ``sub`` replaces constants in the source terms only. Simplified in
        one term, so that a target UB equal to the source's cancels before any solver sees
        it."""
        def src(e: z3.ExprRef) -> z3.ExprRef:
            return z3.substitute(e, *sub.items()) if sub else e

        bad = [t.enc.ub] if not pairs else \
            [pnot(refines(Scalar(src(a.v), src(a.poison)), b)) for a, b in pairs]
        return simp(pand(pnot(src(s.enc.ub)), por(*bad)))

    def _check_all(self, checks, inputs: Inputs, ufs: UFs, s: Run, t: Run) -> FuncVerdict:
        backend = new_backend(self.solver_name, self.timeout)
        backend.add(*[simp(b) for b in [*ufs.congruence(), *ufs.defs]])
        self._pin_constants(backend, ufs)
        worst = None
        for name, c, pairs in checks:
            before = len(self.pins)
            backend.push()
            backend.add(c)
            v = self._solve(backend, name, c, pairs, inputs, ufs, s, t)
            backend.pop()
            backend.add(*self.pins[before:])  # pins are facts: keep them for the next query
            if v.verdict == "refuted":
                return v
            if v.verdict != "validated" and worst is None:
                worst = v
        return worst or self._verdict("validated")

    def _verdict(self, verdict: str, reason: str = "", cex: Counterexample | None = None
                 ) -> FuncVerdict:
        return FuncVerdict(self.func, verdict, reason, cex, round(self.solver_seconds, 4),
                           self.queries)

    def _solve(self, backend: Backend, name: str, query: z3.BoolRef, pairs, inputs: Inputs,
               ufs: UFs, s: Run, t: Run) -> FuncVerdict:
        """Solve ``query`` (already on top of the backend's stack); a model is a refutation
        only once (1) every function application it uses agrees with libm (:meth:`_genuine`)
        and (2) no choice of the source's nondeterministic ops (``maxnumf`` of zeros, the bits
        of a NaN), also where a function takes the chosen value, makes the target refine it
        after all (:meth:`_escape_all`: the CEGAR loop of an exists-forall query). Spurious
        models leave pins or blocking constraints behind and the search goes on."""
        cone = _apps_in(query, ufs)
        free = sorted({a.op for a in cone if a.op not in libm.FUNCTIONS})
        in_query = _choices_in(query)  # and those the query's applications take
        in_query |= {n for app in cone for a in app.args for n in _choices_in(a)}
        choices = [c for c in {c.get_id(): c for c in s.enc.choices}.values()
                   if c.decl().name() in in_query]
        if cone and not free:
            found = self._at_known_points(backend, cone, inputs, s, t, pairs, choices)
            if found is not None:
                found = self._genuine(backend, found, ufs.apps, inputs) or found
                return self._verdict("refuted", cex=self._counterexample(found, name, inputs,
                                                                          s, t))
        for _ in range(PIN_ROUNDS):
            res = self._check(backend)
            if res == "unsat":
                return self._verdict("validated")
            if res == "unknown":
                return self._unknown(backend, name)
            model = backend.model()
            if cone and free:
                return self._verdict("inconclusive",
                                     f"{name}: the difference may depend on {free[0]}, whose "
                                     "values the encoding does not know")
            if cone:
                model = self._genuine(backend, model, cone, inputs)
                if model is None:
                    continue
            if choices:
                block = self._escape_all(model, s, t, pairs, choices)
                if isinstance(block, str):
                    return self._verdict("inconclusive", f"{name}: {block}")
                if block is not None:
                    backend.add(block)
                    query = pand(query, block)
                    cone = _apps_in(query, ufs)  # with the applications the block added
                    continue
            if ufs.apps:  # the other observables' values too come from libm, not the model
                model = self._genuine(backend, model, ufs.apps, inputs) or model
            return self._verdict("refuted", cex=self._counterexample(model, name, inputs, s, t))
        return self._verdict("inconclusive", f"{name}: no genuine model after {PIN_ROUNDS} "
                             "rounds (libm pins, source choices)")

    def _at_known_points(self, backend: Backend, cone: list[App], inputs: Inputs, s: Run,
                         t: Run, pairs, choices) -> Model | None:
        """A refutation in which every function application of the query takes its argument
        among :data:`KNOWN_POINTS` (pinned to libm beforehand), so the model needs no further
        pinning; None when there is none (the general search follows). A model of the
        general search could otherwise lean on the functions' freedom at points libm never
        gives (``sin(x) = 0`` for ``x != 0``) one point at a time."""
        for app in cone:
            for point in _known_points(len(app.args)):
                self._pin(backend, app, point)
        backend.push()
        try:
            backend.add(*[por(*[pand(*[a == float_const(v, app.et) for a, v in
                                       zip(app.args, point, strict=True)])
                                for point in _known_points(len(app.args))])
                          for app in cone])
            if self._check(backend) != "sat":
                return None
            model = backend.model()
        finally:
            backend.pop()
        model = self._genuine(backend, model, cone, inputs)
        if model is not None and choices and \
                self._escape_all(model, s, t, pairs, choices) is not None:
            return None
        return model

    def _escape(self, model: Model, s: Run, t: Run, pairs, choices: list[z3.ExprRef]
                ) -> z3.BoolRef | None:
        """A source choice under which the target refines the source on the model's inputs
        and target behaviour: then the query restricted to refutations that also hold under
        that choice (None: no such choice, the model is a refutation)."""
        fresh = {c.get_id(): z3.Const(f"escape!{i}", c.sort()) for i, c in enumerate(choices)}
        mism = self._mismatch(s, t, pairs, {c: fresh[c.get_id()] for c in choices})
        fixed = [(c, model.values[n]) for n, c in model.consts.items()
                 if not n.startswith("escape!")]
        test = simp(z3.substitute(pnot(mism), *fixed)) if fixed else pnot(mism)
        solver = z3.Solver()
        solver.set("timeout", max(1, int(self.timeout * 1000)))
        solver.add(test)
        if solver.check() != z3.sat:
            return None
        m = solver.model()
        pick = {c: m.eval(fresh[c.get_id()], model_completion=True) for c in choices}
        return self._mismatch(s, t, pairs, pick)

    def _escape_all(self, model: Model, s: Run, t: Run, pairs, choices: list[z3.ExprRef]
                    ) -> z3.BoolRef | str | None:
        """:meth:`_escape`, then :meth:`_escape_through_functions`: a constraint that drops
        the model (a source choice makes the target refine the source), a reason why that
        cannot be told, or None (the model is a refutation)."""
        block = self._escape(model, s, t, pairs, choices)
        if block is not None:
            return block
        found = self._escape_through_functions(model, s, t, pairs, choices)
        if found is None or isinstance(found, str):
            return found
        pick, dependent = found  # the refutations that also hold under that choice
        sub = dict(pick)
        for app in dependent:
            sub[app.var] = self.ufs.apply(app.op, app.et, [simp(z3.substitute(a, *sub.items()))
                                                           for a in app.args])
        return pand(self._mismatch(s, t, pairs, sub), *self.ufs.congruence())

    def _escape_through_functions(self, model: Model, s: Run, t: Run, pairs,
                                  choices: list[z3.ExprRef]) -> tuple[dict, list] | str | None:
        """Whether a source choice makes the target refine the source on the model's inputs
        when the choice is an argument of a function application (``atan2(minnumf(-0, +0),
        x)``), which :meth:`_escape` cannot change: each assignment of the Boolean choices is
        tried, the applications that depend on them recomputed with libm. The choice that
        does (and those applications), None when none does, or a reason (str) when that cannot
        be told (NaN-bit choices, too many choices, a function libm does not have)."""
        ufs = self.ufs
        terms = [s.enc.ub, *[x for a, _ in pairs for x in (a.v, a.poison)]]
        apps = {id(a): a for e in terms for a in _apps_in(e, ufs)}
        names = {c.decl().name() for c in choices}
        order = {id(a): k for k, a in enumerate(ufs.apps)}
        dependent, moved = [], set(names)
        for app in sorted(apps.values(), key=lambda a: order[id(a)]):  # inner ones first
            if any(_const_names(a) & moved for a in app.args):
                dependent.append(app)
                moved.add(app.var.decl().name())
        if not dependent:
            return None
        if any(not z3.is_bool(c) for c in choices) or len(choices) > 8:
            return f"the difference may depend on a choice under {dependent[0].op}"
        for pick in itertools.product((False, True), repeat=len(choices)):
            sub = {c: z3.BoolVal(v) for c, v in zip(choices, pick, strict=True)}
            for app in dependent:
                args = [model.eval(z3.substitute(a, *sub.items())) for a in app.args]
                if not all(z3.is_fp_value(a) for a in args):
                    return f"the difference may depend on a choice under {app.op}"
                r = libm.value(app.op, app.et, tuple(fp_float(a, app.et) for a in args))
                if r is None:
                    return f"the difference may depend on a choice under {app.op}"
                sub[app.var] = float_const(r, app.et)
            if z3.is_false(model.eval(self._mismatch(s, t, pairs, sub))):
                return {c: sub[c] for c in choices}, dependent
        return None

    def _check(self, backend: Backend) -> str:
        start = time.monotonic()
        res = backend.check()
        self.solver_seconds += time.monotonic() - start
        self.queries += 1
        return res

    def _unknown(self, backend: Backend, name: str) -> FuncVerdict:
        if backend.reason == "timeout":
            return self._verdict("timeout", f"{name}: solver limit {self.timeout:g} s")
        return self._verdict("inconclusive", f"{name}: solver: {backend.reason}")

    def _genuine(self, backend: Backend, model: Model, cone: list[App], inputs: Inputs
                 ) -> Model | None:
        """The model with its inputs fixed, once every function application it uses agrees
        with libm (each round pins the points the current model evaluates; nested
        applications need one round per level); None when it was spurious."""
        before = len(self.pins)
        backend.push()
        backend.add(*[var == model.eval(var) for var, _ in inputs.vars.values()])
        try:
            for _ in range(PIN_ROUNDS):
                if not self._pin_model(backend, cone, model):
                    return model
                if self._check(backend) != "sat":
                    return None
                model = backend.model()
            return None
        finally:
            backend.pop()
            backend.add(*self.pins[before:])

    def _pin(self, backend: Backend, app: App, values: tuple[float, ...]) -> bool:
        """Add ``args == values -> var == libm(values)`` for ``app``; False when known or
        not computable."""
        key = (app.var.get_id(), tuple(float_bits(v, app.et) for v in values))
        if key in self.pinned:
            return False
        r = libm.value(app.op, app.et, values)
        if r is None:
            return False
        self.pinned.add(key)
        consts = [float_const(v, app.et) for v in values]
        axiom = simp(z3.Implies(pand(*[a == c for a, c in zip(app.args, consts,
                                                                    strict=True)]),
                                app.var == float_const(r, app.et)))
        self.pins.append(axiom)
        backend.add(axiom)
        return True

    def _pin_constants(self, backend: Backend, ufs: UFs) -> None:
        for app in ufs.apps:
            vals = []
            for a in app.args:
                a = simp(a)
                if not z3.is_fp_value(a):
                    break
                vals.append(fp_float(a, app.et))
            else:
                self._pin(backend, app, tuple(vals))

    def _pin_model(self, backend: Backend, cone: list[App], model: Model) -> bool:
        new = False
        for app in cone:
            if app.op not in libm.FUNCTIONS:  # no C function (math.fpowi, integer arguments)
                continue
            vals = tuple(fp_float(model.eval(a), app.et) for a in app.args)
            new |= self._pin(backend, app, vals)
        return new

    def _counterexample(self, model: Model, name: str, inputs: Inputs, s: Run, t: Run
                        ) -> Counterexample:
        args = model_args(model, inputs, self.func, self.src)
        src_ub = z3.is_true(model.eval(s.enc.ub))
        tgt_ub = z3.is_true(model.eval(t.enc.ub))
        src_vals = tuple("UB" if src_ub else show(model, sc) for _, sc in s.outputs)
        tgt_vals = tuple("UB" if tgt_ub else show(model, sc) for _, sc in t.outputs)
        what = "target UB"
        if name != "target UB":
            for k, ((n, a), (_, b)) in enumerate(zip(s.outputs, t.outputs, strict=True)):
                if n.split(" [")[0] == name and z3.is_true(model.eval(pnot(refines(a, b)))):
                    what = f"{n}: source {src_vals[k]}, target {tgt_vals[k]}"
                    break
        return Counterexample(self.func, args, what, src_vals, tgt_vals, model.sexpr(),
                              tuple(n for n, _ in s.outputs),
                              tuple(None if src_ub else bits_of(model, sc) for _, sc in s.outputs),
                              tuple(None if tgt_ub else bits_of(model, sc) for _, sc in t.outputs),
                              defining_op(self.src, self.func, what))


KNOWN_POINTS = (0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, float("nan"), float("inf"),
                float("-inf"))


def _known_points(arity: int) -> list[tuple[float, ...]]:
    """Arguments where every application is pinned first: special values and small ones
    (all pairs of a shorter list for the two-argument functions)."""
    if arity == 1:
        return [(v,) for v in KNOWN_POINTS]
    few = (0.0, -0.0, 1.0, -1.0, float("nan"), float("inf"))
    return [(a, b) for a in few for b in few] if arity == 2 else []


def _const_names(term: z3.ExprRef) -> set[str]:
    """Names of the constants in ``term``."""
    out, seen, todo = set(), set(), [term]
    while todo:
        e = todo.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        if z3.is_const(e) and e.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.add(e.decl().name())
        todo.extend(e.children())
    return out


def _choices_in(term: z3.ExprRef) -> set[str]:
    """Names of the choice constants (:meth:`judges.tv.state.UFs.choice`) in ``term``."""
    return {n for n in _const_names(term) if n.startswith(CHOICE_PREFIX)}


def _apps_in(term: z3.ExprRef, ufs: UFs) -> list[App]:
    """The function applications ``term`` depends on (its cone of influence): the
    application constants it contains, and those their arguments contain, transitively."""
    if not ufs.apps:
        return []
    found: dict[str, App] = {}
    seen, todo = set(), [term]
    while todo:
        e = todo.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        if z3.is_const(e):
            app = ufs.by_name.get(e.decl().name())
            if app is not None and e.decl().name() not in found:
                found[e.decl().name()] = app
                todo.extend(app.args)
            continue
        todo.extend(e.children())
    return list(found.values())


def check_modules(src: ir.Module, tgt: ir.Module, funcs: list[str] | None = None,
                  timeout: float = 30.0, limits: Limits = Limits(),
                  solver: str = "bitwuzla") -> list[FuncVerdict]:
    """One :class:`FuncVerdict` per function (``funcs``, default: every function defined in
    both modules)."""
    out = []
    checked = list(funcs or common_functions(src, tgt))
    same = unchanged_callers(src, tgt, checked)
    for f in checked:
        if f in same:
            out.append(FuncVerdict(f, "validated", "unchanged by the pass (the functions it "
                                   "calls are checked)"))
            continue
        if f not in func_ops(src) or f not in func_ops(tgt):
            out.append(FuncVerdict(f, "unsupported", f"@{f} is not defined in both modules"))
            continue
        if signature_changed(src, tgt, f):
            out.append(FuncVerdict(f, "unsupported", f"the pass changed the signature of @{f}"))
            continue
        out.append(Checker(src, tgt, f, timeout, limits, solver).run())
    return out

