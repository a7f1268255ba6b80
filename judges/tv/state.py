"""The symbolic interpreter: runs one function of a module over symbolic inputs and returns
its final state (results, UB, memory, printed values), mlir-tv's big-step encoding (paper
section 3.2): each op's encoder (registered by op name with :func:`encoder`) maps the symbolic
values of its operands to those of its results.

State of one run (:class:`Encoder`):

- ``ub``: a Bool term, true for the inputs on which the run hits undefined behaviour; UB met
  inside a region counts only under that region's path condition;
- ``path``: the path condition of the region being encoded (``scf.if`` branches, ``cf``
  blocks, memory writes are guarded by it);
- ``env``: MLIR value -> :class:`~judges.tv.sym.Sym`;
- ``prints``: ``vector.print`` outputs in program order (an observable trace).

Inputs (:class:`Inputs`) are shared by the source and the target run so that the refinement
query compares both on the same arguments; uninterpreted functions (:class:`UFs`) are shared
too, so ``math.sin(x)`` means the same function on both sides.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs
import z3
from mlir import ir

from judges.tv import fpsem, libm
from judges.tv.sym import (
    Buffer,
    ElemType,
    MemRef,
    Scalar,
    Sym,
    Unsupported,
    bool_of,
    elem_type,
    false,
    float_const,
    fp_value,
    int_const,
    ite,
    nan_bits,
    numel,
    ordered,
    pand,
    pnot,
    por,
    select_sym,
    simp,
    true,
)

EncodeFn = Callable[["Encoder", ir.Operation], Sequence[Sym] | None]
ENCODERS: dict[str, EncodeFn] = {}
FALLBACKS: list[EncodeFn] = []  # tried in order for ops without an encoder


def register_fallback(fn: EncodeFn) -> EncodeFn:
    """Register ``fn`` for ops without an encoder; it raises :class:`Unsupported` for the
    ops it does not cover."""
    FALLBACKS.append(fn)
    return fn


def encoder(*names: str) -> Callable[[EncodeFn], EncodeFn]:
    """Register the decorated function as the encoding of the ops ``names``. It receives the
    :class:`Encoder` and the op and returns the symbolic results (None for an op without
    results)."""

    def wrap(fn: EncodeFn) -> EncodeFn:
        for n in names:
            ENCODERS[n] = fn
        return fn

    return wrap


@attrs.frozen
class Limits:
    """Bounds that keep a formula small; beyond them the verdict is ``unsupported``.

    Attributes:
        max_elements: elements of one tensor, vector or memref.
        max_unroll: loop iterations unrolled in one function run (``scf.for``, ``affine.for``,
            ``scf.while``, linalg iteration points).
        max_call_depth: nested ``func.call`` inlining.
        lowering_opt: the ``mlir-opt`` that lowers tosa ops without a direct encoding to their
            linalg form (:mod:`judges.tv.ops_lowered`); None turns that fallback off.
    """

    max_elements: int = 4096
    max_unroll: int = 20000
    max_call_depth: int = 16
    lowering_opt: str | None = None


class Inputs:
    """The symbolic arguments of one function, created once and shared by the source and the
    target run: ``var(key, et)`` returns the same z3 constant for the same key."""

    def __init__(self) -> None:
        self.vars: dict[str, tuple[z3.ExprRef, ElemType]] = {}

    def var(self, key: str, et: ElemType) -> z3.ExprRef:
        if key not in self.vars:
            self.vars[key] = (z3.Const(key, et.sort()), et)
        return self.vars[key][0]


@attrs.frozen
class App:
    """One application of an uninterpreted function: ``op`` on element type ``et``, its
    argument terms and the fresh constant ``var`` standing for its value."""

    op: str
    et: ElemType
    args: tuple[z3.ExprRef, ...]
    var: z3.ExprRef


APP_PREFIX = "uf!"
CHOICE_PREFIX = "choice!"


class UFs:
    """Uninterpreted functions (``math.sin`` on f32, ...) shared by both runs, Ackermannized:
    each distinct application is a fresh constant, and :meth:`congruence` says that equal
    arguments give equal values, so the formulas stay in plain bit-vector/FP logic. Every
    application is recorded so that :mod:`judges.tv.refine` can pin it to the C library's
    value at the points a model uses."""

    def __init__(self) -> None:
        self.apps: list[App] = []
        self.by_name: dict[str, App] = {}
        # memo keys are AST ids; z3 reuses the id of a freed AST, so every term whose id is a
        # key is kept alive here
        self._memo: dict[tuple, z3.ExprRef] = {}
        self._alive: list[z3.ExprRef] = []
        self.defs: list[z3.BoolRef] = []  # definitions of auxiliary constants (always hold)

    def bits_of(self, x: z3.FPRef, et: ElemType, nan: z3.BitVecRef) -> z3.BitVecRef:
        """The IEEE bits of ``x``: where ``x`` is NaN, the NaN pattern :func:`nan_bits` of
        ``nan`` (a choice constant of the caller: LLVM LangRef, "Behavior of Floating-Point NaN
        values", lets an op that returns NaN pick its sign and payload, and the encoding keeps
        no payloads); elsewhere a fresh bit-vector ``b`` defined by ``to_fp(b) == x`` (z3's
        ``fp.to_ieee_bv`` is not SMT-LIB, and other solvers reject it), shared by both runs
        (same term, same bits)."""
        v = simp(x)
        if z3.is_fp_value(v):
            return nan_bits(nan, et) if z3.is_true(simp(z3.fpIsNaN(v))) else \
                simp(z3.fpToIEEEBV(v))
        key = ("bits", v.get_id())
        if key not in self._memo:
            self._alive.append(v)
            b = z3.Const(f"bits!{et.name}!{len(self._memo)}", z3.BitVecSort(et.width))
            self.defs.append(z3.Or(z3.fpIsNaN(v), z3.fpBVToFP(b, et.sort()) == v))
            self._memo[key] = b
        return ite(z3.fpIsNaN(v), nan_bits(nan, et), self._memo[key])

    def nan_choice(self, x: z3.FPRef, et: ElemType, occurrence: int) -> z3.BitVecRef:
        """The choice constant picking the bits of NaN ``x`` at its ``occurrence``-th reading
        (by bit cast) in a run: the k-th reading of the same term shares one constant between
        the two runs, so an unchanged bit cast needs no proof; the refinement lets the source
        choose its own (:meth:`judges.tv.refine.Checker._escape`)."""
        v = simp(x)
        key = ("nan", et.name, v.get_id(), occurrence)
        if key not in self._memo:
            self._alive.append(v)
            self._memo[key] = z3.BitVec(f"{CHOICE_PREFIX}nan!{len(self._memo)}", et.width)
        return self._memo[key]

    def apply(self, op: str, et: ElemType, args: Sequence[z3.ExprRef]) -> z3.ExprRef:
        """The value of ``op`` on ``args``: the C library's value when the arguments are
        literals (:mod:`judges.tv.libm`), else the application's constant."""
        lits = [simp(a) for a in args]  # simplified: equal terms on both sides share the app
        key = (op, et.name, tuple(a.get_id() for a in lits))
        if key in self._memo:
            return self._memo[key]
        self._alive.extend(lits)
        if all(z3.is_fp_value(v) for v in lits):
            r = libm.value(op, et, tuple(fp_value(v, et) for v in lits))
            if r is not None:
                self._memo[key] = float_const(r, et)
                return self._memo[key]
        var = z3.Const(f"{APP_PREFIX}{op}.{et.name}!{len(self.apps)}", et.sort())
        app = App(op, et, tuple(lits), var)
        self.apps.append(app)
        self.by_name[var.decl().name()] = app
        self._memo[key] = var
        return var

    def choice(self, kind: str, *terms: z3.ExprRef) -> z3.BoolRef:
        """A Boolean constant for a nondeterministic choice of the op ``kind`` on ``terms``
        (the sign of ``maxnumf(-0, +0)``), shared by both runs for the same terms."""
        simple = [simp(t) for t in terms]
        key = ("choice", kind, *[t.get_id() for t in simple])
        if key not in self._memo:
            self._alive.extend(simple)
            self._memo[key] = z3.Bool(f"{CHOICE_PREFIX}{len(self._memo)}")
        return self._memo[key]

    def congruence(self) -> list[z3.BoolRef]:
        """``args_i == args_j -> value_i == value_j`` for every pair of applications of the
        same function (equality of SMT terms: -0 and +0 differ, NaN equals NaN)."""
        groups: dict[tuple[str, str], list[App]] = {}
        for a in self.apps:
            groups.setdefault((a.op, a.et.name), []).append(a)
        out = []
        for apps in groups.values():
            for i, a in enumerate(apps):
                for b in apps[i + 1:]:
                    out.append(z3.Implies(pand(*[x == y for x, y in
                                                 zip(a.args, b.args, strict=True)]),
                                          a.var == b.var))
        return out


def func_ops(module: ir.Module) -> dict[str, ir.Operation]:
    """``func.func`` ops of ``module`` by symbol name."""
    out = {}
    for op in module.body.operations:
        op = op.operation
        if op.name == "func.func":
            out[ir.StringAttr(op.attributes["sym_name"]).value] = op
    return out


class Encoder:
    """One symbolic run over a parsed module (see the module docstring).

    Args:
        module: the parsed module (the bindings' ``ir.Module``; its context must stay alive).
        inputs, ufs: shared with the run of the other side.
        side: ``"src"`` or ``"tgt"``: prefix of the fresh constants of this run.
    """

    def __init__(self, module: ir.Module, inputs: Inputs, ufs: UFs, side: str,
                 limits: Limits = Limits()) -> None:
        self.module = module
        self.funcs = func_ops(module)
        self.inputs, self.ufs, self.side, self.limits = inputs, ufs, side, limits
        self.ub: z3.BoolRef = false()
        self.path: z3.BoolRef = true()
        self.env: dict[ir.Value, Sym] = {}
        self.prints: list[tuple[z3.BoolRef, Scalar]] = []
        self.buffers: list[Buffer] = []
        self.iteration: list[tuple[int, ...]] = []  # linalg loop points, innermost last
        self.choices: list[z3.ExprRef] = []  # nondeterministic choices this run made
        self._bit_reads: dict[int, int] = {}  # float term id -> bit casts of it so far
        self.keep: list[ir.Module] = []  # modules whose values the environment holds
        self.unrolled = 0
        self.depth = 0
        self._fresh = 0

    # ---- values ----------------------------------------------------------------------------
    def value(self, v: ir.Value) -> Sym:
        try:
            return self.env[v]
        except KeyError:
            raise Unsupported(f"value {v.get_name()} used outside the encoded region") from None

    def operands(self, op: ir.Operation) -> list[Sym]:
        return [self.value(v) for v in op.operands]

    def bind(self, values: Sequence[ir.Value], syms: Sequence[Sym]) -> None:
        if len(values) != len(syms):
            raise Unsupported(f"{len(syms)} values bound to {len(values)} results")
        for v, s in zip(values, syms, strict=True):
            self.env[v] = s

    def fresh(self, et: ElemType, what: str) -> z3.ExprRef:
        """A fresh constant of this run (an unspecified value, e.g. of poison)."""
        self._fresh += 1
        return z3.Const(f"{self.side}.{what}.{self._fresh}", et.sort())

    def fbinary(self, kind: str, a: Scalar, b: Scalar) -> Scalar:
        """:func:`judges.tv.fpsem.binary` with a choice constant for ``maxnumf``/``minnumf``."""
        choice = None
        if kind in ("maxnumf", "minnumf"):
            x, y = ordered(a, b)
            choice = self.ufs.choice(kind, x.v, y.v)
            self.choices.append(choice)
        return fpsem.binary(kind, a, b, choice)

    def float_bits(self, x: z3.FPRef, et: ElemType) -> z3.BitVecRef:
        """The IEEE bits of the float ``x`` read by a bit cast (:meth:`UFs.bits_of`); a NaN's
        sign and payload are a choice of this run."""
        key = simp(x).get_id()
        k = self._bit_reads.get(key, 0)
        self._bit_reads[key] = k + 1
        choice = self.ufs.nan_choice(x, et, k)
        self.choices.append(choice)
        return self.ufs.bits_of(x, et, choice)

    # ---- UB and paths ----------------------------------------------------------------------
    def add_ub(self, cond: z3.BoolRef) -> None:
        """Undefined behaviour wherever ``cond`` holds on the current path."""
        self.ub = por(self.ub, pand(self.path, cond))

    def under(self, cond: z3.BoolRef) -> _PathScope:
        """``with enc.under(c):`` encodes a region on the path ``path & c``."""
        return _PathScope(self, cond)

    def count_unroll(self, n: int, what: str) -> None:
        self.unrolled += n
        if self.unrolled > self.limits.max_unroll:
            raise Unsupported(f"{what}: more than {self.limits.max_unroll} unrolled iterations")

    # ---- ops and regions -------------------------------------------------------------------
    def run_op(self, op: ir.Operation) -> None:
        fn = ENCODERS.get(op.name)
        if fn is None:
            if not FALLBACKS:
                raise Unsupported(op.name)
            fn = FALLBACKS[0]
        results = fn(self, op)
        if results is None:
            results = []
        self.bind(list(op.results), list(results))

    def run_block(self, block: ir.Block, args: Sequence[Sym]) -> tuple[ir.Operation, list[Sym]]:
        """Bind the block arguments, encode every op but the terminator; return the terminator
        and the symbolic values of its operands."""
        self.bind(list(block.arguments), list(args))
        ops = [o.operation for o in block.operations]
        for op in ops[:-1]:
            self.run_op(op)
        term = ops[-1]
        return term, self.operands(term)

    def run_region(self, region: ir.Region, args: Sequence[Sym]) -> list[Sym]:
        """A single-block region (scf, affine, linalg, tensor bodies): the yielded values."""
        blocks = list(region.blocks)
        if len(blocks) != 1:
            raise Unsupported(f"region with {len(blocks)} blocks inside "
                              f"{region.owner.name}")
        return self.run_block(blocks[0], args)[1]

    def call(self, name: str, args: Sequence[Sym]) -> list[Sym]:
        """Inline ``func.func @name`` on ``args``."""
        fn = self.funcs.get(name)
        if fn is None or not list(fn.regions[0].blocks):
            raise Unsupported(f"func.call of external function @{name}")
        if self.depth >= self.limits.max_call_depth:
            raise Unsupported(f"func.call nesting deeper than {self.limits.max_call_depth}")
        self.depth += 1
        try:
            return run_body(self, fn.regions[0], args)
        finally:
            self.depth -= 1

    # ---- shaped values ---------------------------------------------------------------------
    def check_size(self, shape: Sequence[int], what: str) -> None:
        if any(d < 0 for d in shape):
            raise Unsupported(f"{what}: dynamic shape")
        if numel(tuple(shape)) > self.limits.max_elements:
            raise Unsupported(f"{what}: more than {self.limits.max_elements} elements")

    def new_buffer(self, shape: tuple[int, ...], et: ElemType, elems: list[Scalar],
                   name: str) -> MemRef:
        buf = Buffer(shape, et, elems, name)
        self.buffers.append(buf)
        return MemRef(buf)

    def poison_scalar(self, et: ElemType) -> Scalar:
        return Scalar(z3.BitVecVal(0, et.width) if not et.is_float else
                      z3.fpPlusZero(et.sort()), true())


class _PathScope:
    def __init__(self, enc: Encoder, cond: z3.BoolRef) -> None:
        self.enc, self.cond = enc, cond

    def __enter__(self) -> Encoder:
        self.saved = self.enc.path
        self.enc.path = pand(self.saved, self.cond)
        return self.enc

    def __exit__(self, *exc) -> None:
        self.enc.path = self.saved


def segments(op: ir.Operation) -> list[int]:
    """``operandSegmentSizes`` of ``op`` as a list."""
    return list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))


def _successor_args(enc: Encoder, term: ir.Operation) -> list[tuple[z3.BoolRef, list[Sym]]]:
    """For a ``cf`` branch terminator: per successor (in ``term.successors`` order), the
    condition under which it is taken and the values passed to it. A poison condition is UB
    (LLVM LangRef ``br``: branching on poison is immediate UB)."""
    vals = enc.operands(term)
    if term.name == "cf.br":
        return [(true(), vals)]
    if term.name == "cf.cond_br":
        _, n_true, _ = segments(term)
        c = vals[0]
        enc.add_ub(c.poison)
        taken = bool_of(c)
        return [(taken, vals[1:1 + n_true]), (pnot(taken), vals[1 + n_true:])]
    if term.name == "cf.switch":
        _, n_default, _ = segments(term)
        flag = vals[0]
        enc.add_ub(flag.poison)
        cases = [int(x) for x in ir.DenseIntElementsAttr(term.attributes["case_values"])] \
            if "case_values" in term.attributes else []
        seg = list(ir.DenseI32ArrayAttr(term.attributes["case_operand_segments"])) \
            if cases else []
        width = flag.v.size()
        hits = [flag.v == int_const(c, width) for c in cases]
        out = [(pnot(por(*hits)), vals[1:1 + n_default])]
        pos = 1 + n_default
        for hit, n in zip(hits, seg, strict=True):
            out.append((hit, vals[pos:pos + n]))
            pos += n
        return out
    raise Unsupported(f"terminator {term.name}")


CF_LOOP_BOUND = 4096  # back edges taken along one path of a cf loop before it is unbounded


def run_body(enc: Encoder, region: ir.Region, args: Sequence[Sym]) -> list[Sym]:
    """Encode a function body ending in ``func.return``: one block, or a CFG of blocks joined
    by ``cf.br``/``cf.cond_br``/``cf.switch``. Block instances run in the order (loop
    iteration, position in a depth-first order without back edges); instances of one block in
    one iteration are merged (the disjunction of their paths, arguments by ``ite``), so a
    diamond costs one run and a loop whose branch conditions become constants unrolls. A loop
    still running after :data:`CF_LOOP_BOUND` back edges is unsupported. Returns the returned
    values."""
    blocks = list(region.blocks)
    if len(blocks) == 1:
        term, vals = enc.run_block(blocks[0], args)
        if term.name != "func.return":
            raise Unsupported(f"terminator {term.name}")
        return vals
    rank, back = _cfg_order(blocks)
    pending: dict[tuple[int, int], list[tuple[z3.BoolRef, list[Sym]]]] = {
        (0, 0): [(enc.path, list(args))]}
    returns: list[tuple[z3.BoolRef, list[Sym]]] = []
    saved = enc.path
    try:
        while pending:
            i, it = min(pending, key=lambda k: (k[1], rank[k[0]]))
            edges = pending.pop((i, it))
            path = simp(por(*[c for c, _ in edges]))
            if z3.is_false(path):
                continue
            merged = list(edges[-1][1])
            for c, vals in reversed(edges[:-1]):
                merged = [select_sym(c, v, m) for v, m in zip(vals, merged, strict=True)]
            enc.path = path
            if it:
                enc.count_unroll(1, "cf loop")
            term, vals = enc.run_block(blocks[i], merged)
            if term.name == "func.return":
                returns.append((path, vals))
                continue
            for succ, (cond, succ_vals) in zip(term.successors, _successor_args(enc, term),
                                               strict=True):
                j = blocks.index(succ)
                nxt = it + 1 if (i, j) in back else it
                if nxt > CF_LOOP_BOUND:
                    raise Unsupported(f"cf loop running more than {CF_LOOP_BOUND} iterations")
                pending.setdefault((j, nxt), []).append((pand(path, cond), succ_vals))
    finally:
        enc.path = saved
    if not returns:
        raise Unsupported("function without a reachable func.return")
    result = list(returns[-1][1])
    for c, vals in reversed(returns[:-1]):
        result = [select_sym(c, v, r) for v, r in zip(vals, result, strict=True)]
    return result


def _cfg_order(blocks: list[ir.Block]) -> tuple[dict[int, int], set[tuple[int, int]]]:
    """A depth-first order of the blocks reachable from the entry in which every edge but the
    back edges goes forward (block index -> rank), and the back edges."""
    succ = []
    for b in blocks:
        term = [o.operation for o in b.operations][-1]
        succ.append([blocks.index(s) for s in term.successors])
    state = [0] * len(blocks)
    post: list[int] = []
    back: set[tuple[int, int]] = set()

    def visit(i: int) -> None:
        state[i] = 1
        for j in succ[i]:
            if state[j] == 1:
                back.add((i, j))
            elif state[j] == 0:
                visit(j)
        state[i] = 2
        post.append(i)

    visit(0)
    return {b: r for r, b in enumerate(reversed(post))}, back


def type_of(t: ir.Type) -> tuple[tuple[int, ...] | None, ElemType]:
    """``(shape, element type)`` of a scalar (shape None), ranked tensor, vector or memref."""
    if isinstance(t, ir.ShapedType):
        st = ir.ShapedType(t)
        if not st.has_rank:
            raise Unsupported(f"unranked type {t}")
        return tuple(st.shape), elem_type(st.element_type)
    return None, elem_type(t)
