"""Phase-2 state: the value pool and the emitter of one function body (MLIRSmith's
``TypedValuePool`` + ``RegionGen``, NNSmith's pick-fit-reject loop).

Ops are emitted in MLIR *generic* form (``%v3 = "tosa.add"(%v1, %v2) : (...) -> ...``), which is
uniform over every op, so a family needs no per-op printer. The text is later parsed and
verified with the MLIR Python bindings and printed in custom form.

Bool tensors: MLIR 22.1.8 asserts in ``finalize-memref-to-llvm`` on ``memref<..xi1>``
(../shared/toolchain.md, "i1 memrefs crash"). With ``bool_tensors="fuse"`` (default) an i1 tensor
is produced only by an elementwise op, has exactly one use, and that use is an elementwise op
with the same output shape, so ``linalg-fuse-elementwise-ops`` keeps it out of memory; unused
ones are widened to i8 before being returned. The middle-level families never make i1
tensors, memrefs or vectors at all.

Regions (MLIRSmith's ``OpRegion``): the pool is a stack of *scopes* per function. A region op
pushes a scope (:meth:`Builder.region`), whose block arguments and ops land in that scope and
whose values are visible only inside it; the parent's values stay visible (dominance). When the
region is closed its *sinks* (values nothing uses, and root memrefs) are handed to the family,
which yields them out as extra results, so nothing computed inside a region is lost to the
checksum. Extra private functions (``func.call``) get their own function context.

A region *isolated from above* (TOSA 1.0 ``cond_if``/``while_loop`` graphs: every value they
use is a block argument or defined inside) sees none of its parents' values; where the
generator would take a new ``@compute`` argument, the scope's ``capture`` hook instead makes
a block argument that the region op receives as an explicit input (:meth:`Builder.new_arg`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence

import attrs

from ground.draw import Draw
from ground.errors import InternalError, Reject
from smith.gen.feed import Feed
from smith.gen.gen_options import MAX_NUMEL, GenOptions
from smith.gen.pool import Scope, Value, pick_weight
from smith.gen.types import MemRef, Scalar, Tensor, Type, Vector
from smith.gen.values import constant_attr, dense_literal

MAX_RANK = 4


def _prop_text(props: dict[str, str] | None) -> str:
    if not props:
        return ""
    return " <{" + ", ".join(f"{k} = {v}" for k, v in sorted(props.items())) + "}>"


@attrs.define(eq=False)
class FnCtx:
    """One function being generated: its arguments and its scope stack."""

    name: str
    args: list[Value] = attrs.field(factory=list)
    scopes: list[Scope] = attrs.field(factory=lambda: [Scope()])
    max_args: int = 12


@attrs.define(eq=False)
class Region:
    """A closed region: its block arguments, body lines and sinks (see :meth:`Builder.region`)."""

    args: list[Value]
    lines: list[str]
    sinks: list[Value]
    scope: Scope


class Builder:
    """Emitter and value pool for the body of ``@compute`` (and of extra functions).

    Every random choice goes through ``self.draw``; nothing depends on the clock.

    Attributes:
        entry: the template entry being instantiated (families of region ops read its
            ``regions``).
        instantiate_entries: callback that instantiates a list of template entries into the
            current scope (set by :mod:`smith.gen.instantiate`).
        functions: rendered extra ``func.func`` definitions (private callees).
        nesting: region depth over the whole program (functions included).
    """

    def __init__(self, draw: Draw, options: GenOptions) -> None:
        self.draw = draw
        self.options = options
        self.fn = FnCtx("compute", max_args=options.max_args)
        self.op_counts: Counter[str] = Counter()
        self._next = 0
        self._bool_producers: set[tuple] = set()
        self.entry: dict | None = None
        self.instantiate_entries: Callable[[list[dict]], None] | None = None
        self.functions: list[str] = []
        self.nesting = 0
        self.dynamic = draw.boolean(options.dynamic_shapes) if options.dynamic_shapes else False
        #: operand slots of the idiom op being built (smith.gen.feed); row filter of its family
        self.feed: Feed | None = None
        self.row_hint: Callable[[str, list], list] | None = None
        self.last_op: tuple[str, list[Value]] = ("", [])

    # ----------------------------------------------------------------- scopes
    @property
    def scope(self) -> Scope:
        return self.fn.scopes[-1]

    @property
    def pool(self) -> list[Value]:
        """The innermost scope's values (add a value with ``scope.add``)."""
        return self.fn.scopes[-1].values

    @property
    def lines(self) -> list[str]:
        return self.fn.scopes[-1].lines

    @property
    def args(self) -> list[Value]:
        return self.fn.args

    @property
    def depth(self) -> int:
        return len(self.fn.scopes) - 1

    def _isolated_at(self) -> int:
        """Index of the innermost scope isolated from above (0: none, the function body)."""
        scopes = self.fn.scopes
        return next((i for i in range(len(scopes) - 1, 0, -1) if scopes[i].capture), 0)

    def visible(self) -> list[Value]:
        """Every value visible at the current point, outermost scope first (none above the
        innermost region isolated from above)."""
        out: list[Value] = []
        for sc in self.fn.scopes[self._isolated_at():]:
            out.extend(sc.values)
        return out

    def block_arg(self, ty: Type, **kw) -> Value:
        """A block argument of the region being built (not yet opened: see ``region``)."""
        return Value(self.new_name(), ty, kind="blockarg", **kw)

    def region(self, args: Sequence[Value] = (), kind: str = "body",
               capture: Callable[[Type], Value] | None = None):
        """Context manager: open a scope for a region with block arguments ``args``; with
        ``capture`` the region is isolated from above (see :class:`Scope`).

        Yields a :class:`Region` whose ``lines`` and ``sinks`` are filled when the block
        closes (the family then renders the region and its terminator)."""
        return _RegionCtx(self, list(args), kind, capture)

    def outside(self):
        """Context manager: emit into the scope enclosing the innermost isolated region (where
        the values it captures are chosen)."""
        return _OutsideCtx(self, self._isolated_at())

    def in_parent(self):
        """Context manager: temporarily emit into the parent scope (e.g. ``iter_args`` inits
        chosen after the body was built)."""
        return _ParentCtx(self)

    def function(self, name: str, max_args: int = 4):
        """Context manager: generate the body of another function ``name``."""
        return _FnSwitch(self, name, max_args)

    def sinks(self, scope: Scope | None = None) -> list[Value]:
        """Values of ``scope`` (default: current) that must be observed: unused non-constant
        op results, and root memrefs (their contents may have been written)."""
        sc = scope or self.scope
        return [v for v in sc.values
                if (v.root and isinstance(v.type, MemRef))
                or (not v.uses and v.kind not in ("arg", "const", "blockarg")
                    and not isinstance(v.type, MemRef))]

    # ----------------------------------------------------------------- emission
    def new_name(self) -> str:
        """A fresh SSA value name (``%vN``)."""
        name = f"%v{self._next}"
        self._next += 1
        return name

    def emit(
        self,
        op: str,
        operands: Sequence[Value],
        result_types: Sequence[Type],
        props: dict[str, str] | None = None,
        extra_operand_types: Sequence[str] = (),
        pool: bool = True,
        kind: str = "op",
    ) -> list[Value]:
        """Emit one op in generic form and return its results (added to the pool).

        ``extra_operand_types`` are rendered types of operands given as raw SSA names inside
        ``operands`` that are not pool values (e.g. ``!tosa.shape<2>``); normally empty.

        Raises:
            Reject: the op would produce an i1 tensor that folders could turn into an i1
                constant (all operands foldable, or the same value twice, e.g.
                ``tosa.equal %x, %x``): a constant i1 tensor is bufferized into a
                ``memref<..xi1>`` global, which MLIR 22.1.8 cannot lower; or an identical
                i1-producing op exists already (``cse`` would merge the two into one i1 tensor
                with two uses, which fusion then leaves in memory).
        """
        foldable = all(v.foldable for v in operands if not isinstance(v.type, _ShapeType))
        if (self.options.bool_tensors == "fuse" and kind != "const"
                and any(isinstance(t, Tensor) and t.elem == "i1" for t in result_types)):
            data = [v for v in operands if isinstance(v.type, Tensor) and v.type.numel > 0]
            if foldable or len({id(v) for v in data}) < len(data):
                raise Reject(f"{op}: i1 result could fold into an i1 constant")
            key = (op, tuple(v.name for v in operands), tuple(sorted((props or {}).items())))
            if key in self._bool_producers:
                raise Reject(f"{op}: cse would merge it with an identical i1 producer")
            self._bool_producers.add(key)
        for v in operands:
            v.uses += 1
        name = self.new_name()
        n = len(result_types)
        lhs = "" if n == 0 else (f"{name} = " if n == 1 else f"{name}:{n} = ")
        ins = ", ".join(v.name for v in operands)
        in_types = ", ".join(v.type.render() for v in operands)
        outs = [t.render() for t in result_types]
        out_text = outs[0] if n == 1 else "(" + ", ".join(outs) + ")"
        self.lines.append(f'{lhs}"{op}"({ins}){_prop_text(props)} : ({in_types}) -> {out_text}')
        results: list[Value] = []
        if kind == "op":
            self.op_counts[op] += 1
            self.last_op = (op, results)
        for i, t in enumerate(result_types):
            vname = name if n == 1 else f"{name}#{i}"
            single = (self.options.bool_tensors == "fuse" and isinstance(t, Tensor)
                      and t.elem == "i1")
            v = Value(vname, t, kind=kind, single_use=single,
                      foldable=foldable or kind == "const", depth=self.depth)
            results.append(v)
            if pool:
                self.scope.add(v)
        return results

    def shape_value(self, dims: Sequence[int]) -> Value:
        """A ``tosa.const_shape`` with the given values (not a pool value)."""
        body = "[" + ", ".join(str(d) for d in dims) + "]"
        name = self.new_name()
        n = len(dims)
        self.lines.append(f'{name} = "tosa.const_shape"() <{{values = dense<{body}> : '
                          f'tensor<{n}xindex>}}> : () -> !tosa.shape<{n}>')
        return Value(name, _ShapeType(n), kind="const")

    def tosa_const(self, ty: Tensor, literal: str | None = None) -> Value:
        """A ``tosa.const`` of ``ty`` with a random (or the given) dense literal; not pooled."""
        lit = literal if literal is not None else dense_literal(self.draw, ty)
        return self.emit("tosa.const", [], [ty], {"values": f"dense<{lit}> : {ty.render()}"},
                         pool=False, kind="const")[0]

    def index_const(self, value: int) -> Value:
        """An ``arith.constant`` of index type, shared within the visible scopes."""
        for sc in self.fn.scopes[self._isolated_at():]:
            if value in sc.index_consts:
                return sc.index_consts[value]
        v = self.emit("arith.constant", [], [Scalar("index")], {"value": f"{value} : index"},
                      pool=False, kind="const")[0]
        self.scope.index_consts[value] = v
        return v

    def emit_text(self, op: str, operands: Sequence[Value], result_types: Sequence[Type],
                  text: Callable[[], str | list[str]], kind: str = "op",
                  pool: bool = True, **value_kw) -> list[Value]:
        """Emit one op written by ``text()`` (custom or generic form, possibly several lines
        when it has regions) after the ``%name = `` prefix; results go to the pool."""
        for v in operands:
            v.uses += 1
        name = self.new_name()
        n = len(result_types)
        lhs = "" if n == 0 else (f"{name} = " if n == 1 else f"{name}:{n} = ")
        body = text()
        body = [body] if isinstance(body, str) else list(body)
        self.lines.append(lhs + body[0])
        self.lines.extend(body[1:])
        results: list[Value] = []
        if kind == "op":
            self.op_counts[op] += 1
            self.last_op = (op, results)
        foldable = bool(operands) and all(v.foldable for v in operands)
        for i, t in enumerate(result_types):
            v = Value(name if n == 1 else f"{name}#{i}", t, kind=kind, foldable=foldable,
                      depth=self.depth, **value_kw)
            results.append(v)
            if pool:
                self.scope.add(v)
        return results

    # ------------------------------------------------------------- the value pool
    def candidates(self, pred: Callable[[Value], bool] | None = None,
                   within: Sequence[Hashable] | None = None) -> list[Value]:
        """Available visible values satisfying ``pred``, outermost scope first, each scope in
        the order its values were added.

        ``within`` (keys of :func:`value_keys`) restricts the search to values indexed under
        one of them; it must cover every value ``pred`` accepts, so the result (and thus every
        seeded draw over it) is the same as without it, only cheaper."""
        if pred is None and within is not None:
            return self.of_types(within)[0]
        out: list[Value] = []
        for sc in self.fn.scopes[self._isolated_at():]:
            out.extend(v for v in sc.select(within)
                       if v.available and (pred is None or pred(v)))
        return out

    def of_types(self, within: Sequence[Hashable], type_ok: Callable[[Type], bool] | None = None,
                 multi_use: bool = False) -> tuple[list[Value], list[float]]:
        """The available visible values indexed under one of the keys ``within`` whose type
        satisfies ``type_ok`` (any for None), not single-use ones if ``multi_use``, outermost
        scope first, each scope in the order its values were added, and their pick weights
        (:func:`pick_weight`): the values of ``candidates(lambda v: type_ok(v.type) and not
        (multi_use and v.single_use), within)``, gathered from the scopes' indexes (see
        :meth:`Scope.of_types`) rather than value by value."""
        vals: list[Value] = []
        weights: list[float] = []
        for sc in self.fn.scopes[self._isolated_at():]:
            v, w = sc.of_types(within, type_ok, multi_use)
            vals += v
            weights += w
        return vals, weights

    def pick(self, pred: Callable[[Value], bool] | None = None, p_reuse: float | None = None,
             within: Sequence[Hashable] | None = None) -> Value | None:
        """An available pool value satisfying ``pred`` (searched ``within`` those keys, see
        :meth:`candidates`), favouring little-used ones; or None (no candidate, or the draw
        chose a fresh value instead)."""
        if pred is None and within is not None:
            return self.pick_of_types(within, None, p_reuse)
        if self.feed is not None and self.feed.ready():
            return self.feed.pick(self, pred, p_reuse, within)
        cands = self.candidates(pred, within)
        p = self.options.p_reuse if p_reuse is None else p_reuse
        if not cands or not self.draw.boolean(p):
            return None
        weights = [pick_weight(v.uses) for v in cands]
        return self.reserve(self.draw.weighted(cands, weights))

    def pick_of_types(self, within: Sequence[Hashable],
                      type_ok: Callable[[Type], bool] | None = None,
                      p_reuse: float | None = None, multi_use: bool = False) -> Value | None:
        """:meth:`pick` of a value of :meth:`of_types` (the same draws as ``pick`` with the
        equivalent ``pred``): the weights are summed and searched in C (``random.choices``),
        so a pick costs little per candidate."""
        if self.feed is not None and self.feed.ready():
            return self.feed.pick_of_types(self, within, type_ok, p_reuse, multi_use)
        vals, weights = self.of_types(within, type_ok, multi_use)
        p = self.options.p_reuse if p_reuse is None else p_reuse
        if not vals or not self.draw.boolean(p):
            return None
        return self.reserve(self.draw.weighted(vals, weights))

    @staticmethod
    def reserve(v: Value) -> Value:
        """A single-use value handed to a caller is taken: no other operand may pick it."""
        if v.single_use:
            v.reserved = True
        return v

    def has(self, pred: Callable[[Value], bool] | None = None,
            within: Sequence[Hashable] | None = None) -> bool:
        """Whether :meth:`candidates` would be non-empty."""
        scopes = self.fn.scopes[self._isolated_at():]
        if pred is None and within is not None and not any(
                sc.has_single_use(within) for sc in scopes):
            return any(k in sc.index for sc in scopes for k in within)  # all available
        return any(v.available and (pred is None or pred(v))
                   for sc in scopes for v in sc.select(within))

    def get(self, ty: Type, p_reuse: float | None = None) -> Value:
        """A value of exactly type ``ty``: from the pool, or fresh."""
        if self.feed is not None and self.feed.ready():
            return self.feed.get(self, ty, p_reuse)
        v = self.pick(None, p_reuse, within=(ty,))
        return v if v is not None else self.reserve(self.fresh(ty))

    # ------------------------------------------------------------- fresh values
    def fresh(self, ty: Type) -> Value:
        """A new value of type ``ty``: a function argument (not foldable), a constant, or a
        bridge from the other kind (``tensor.extract`` from a pooled tensor for a scalar,
        ``tensor.from_elements`` of pooled scalars for a small tensor)."""
        if isinstance(ty, Tensor) and ty.elem == "i1" and self.options.bool_tensors == "fuse":
            return self.fresh_bool_tensor(ty.shape)
        if isinstance(ty, MemRef):
            return self.fresh_memref(ty)
        if isinstance(ty, Vector):
            if len(self.args) < self.fn.max_args and self.draw.boolean(0.6):
                return self.new_arg(ty)
            lit = dense_literal(self.draw, ty)
            v = self.emit("arith.constant", [], [ty], {"value": f"dense<{lit}> : {ty.render()}"},
                          pool=False, kind="const")[0]
            self.scope.add(v)
            return v
        if isinstance(ty, Scalar) and ty.elem != "index" and self.draw.boolean(0.3):
            src = self.pick(lambda c: not c.single_use and c.type.elem != "i1", p_reuse=1.0,
                            within=[(Tensor, ty.elem)])
            if src is not None:
                idx = [self.index_const(self.draw.integer(0, d - 1)) for d in src.type.shape]
                return self._emit_extract(src, idx)
        if (isinstance(ty, Tensor) and ty.elem != "i1" and ty.numel <= 8
                and self.draw.boolean(0.2)):
            scalars = self.candidates(within=[Scalar(ty.elem)])
            if scalars:
                elems = [self.draw.choice(scalars) for _ in range(ty.numel)]
                return self.emit("tensor.from_elements", elems, [ty], kind="glue")[0]
        if len(self.args) < self.fn.max_args and self.draw.boolean(0.7):
            return self.new_arg(ty)
        if isinstance(ty, Tensor) and ("tosa" in self.options.dialects
                                       and ty.elem not in ("index", "f64")):
            v = self.tosa_const(ty)
        else:
            v = self.emit("arith.constant", [], [ty], {"value": constant_attr(self.draw, ty)},
                          pool=False, kind="const")[0]
        self.scope.add(v)
        return v

    def _emit_extract(self, src: Value, idx: list[Value]) -> Value:
        src.uses += 1
        name = self.new_name()
        ins = ", ".join([src.name] + [i.name for i in idx])
        types = ", ".join([src.type.render()] + ["index"] * len(idx))
        elem = Scalar(src.type.elem)
        self.lines.append(f'{name} = "tensor.extract"({ins}) : ({types}) -> {elem.render()}')
        v = Value(name, elem, kind="glue", depth=self.depth)
        self.scope.add(v)
        return v

    def fresh_bool_tensor(self, shape: tuple[int, ...]) -> Value:
        """An i1 tensor made by comparing two distinct numeric tensors, at least one of them not
        foldable (never an argument or a constant, which would put i1 into memory)."""
        elem = self.draw.choice(("i32", "f32", "f16"))
        ty = Tensor(tuple(shape), elem)
        a = self.pick(lambda c: not c.foldable, within=[ty])
        if a is None:
            a = self.new_arg(ty)
        c = self.pick(lambda v: v is not a, within=[ty])
        if c is None:
            c = self.fresh(ty)
        op = self.draw.choice(("tosa.greater", "tosa.greater_equal", "tosa.equal"))
        return self.emit(op, [a, c], [Tensor(tuple(shape), "i1")], kind="glue")[0]

    def new_arg(self, ty: Type) -> Value:
        """A new argument of the current function (``@compute`` or a callee) of type ``ty``
        (never foldable); visible in every scope of the function. Inside a region isolated
        from above, a new input of that region instead (a scalar comes in as a ``tensor<1xT>``
        and is extracted).

        Raises:
            Reject: an isolated region cannot take a value of type ``ty`` as input.
        """
        at = self._isolated_at()
        if at:
            return self._capture(self.fn.scopes[at], at, ty)
        prefix = "%a" if self.fn.name == "compute" else f"%{self.fn.name}_a"
        v = Value(f"{prefix}{len(self.args)}", ty, kind="arg")
        self.args.append(v)
        self.fn.scopes[0].add(v)
        return v

    def _capture(self, scope: Scope, at: int, ty: Type) -> Value:
        if isinstance(ty, Scalar) and ty.elem in ("i8", "i16", "i32", "f16", "f32"):
            t = self._capture(scope, at, Tensor((1,), ty.elem))
            return self._emit_extract(t, [self.index_const(0)])
        if not isinstance(ty, Tensor) or ty.elem in ("i1", "index", "i64", "f64"):
            # i1 tensors never cross a region boundary (see smith.gen.families.tosa_cf)
            raise Reject(f"a region isolated from above cannot take {ty.render()} as input")
        a = scope.capture(ty)
        a.depth = at
        scope.add(a)
        return a

    def fresh_memref(self, ty: MemRef, alloca: bool | None = None) -> Value:
        """A new root memref: ``memref.alloc`` (or ``alloca``) then ``linalg.fill`` with a
        pooled scalar, so no element is ever read uninitialised (DESIL Table 1 "memory")."""
        ty = MemRef(ty.shape, ty.elem)
        if alloca is None:
            alloca = self.draw.boolean(0.3)
        op = "memref.alloca" if alloca else "memref.alloc"
        s = self.get(Scalar(ty.elem))  # before the alloc: the fill follows it immediately
        m = self.emit_text(op, [], [ty], lambda: f"{op}() : {ty.render()}", kind="glue",
                           root=True, alloca=alloca)[0]
        self.fill_memref(m, s)
        return m

    def fill_memref(self, m: Value, value: Value | None = None) -> None:
        s = value or self.get(Scalar(m.type.elem))
        self.emit_text("linalg.fill", [s, m], [], lambda: (
            f"linalg.fill ins({s.name} : {s.type.render()}) outs({m.name} : {m.type.render()})"),
            kind="glue")
        m.uses -= 1  # filling is initialisation, not a use

    def index_value(self, p_dynamic: float = 0.5) -> Value:
        """An index operand: a pooled index value (possibly out of range: ubfix clamps it) or
        a small constant."""
        if self.draw.boolean(p_dynamic):
            v = self.pick(p_reuse=1.0, within=[Scalar("index")])
            if v is not None:
                return v
        return self.index_const(self.draw.integer(0, 7))

    # ------------------------------------------------------------- shapes
    def random_shape(self, rank: int | None = None, max_numel: int = MAX_NUMEL) -> tuple[int, ...]:
        """A random static shape of ``rank`` (default: drawn from 0..4, mostly 1..3) with at
        most ``max_numel`` elements (and at most ``GenOptions.max_numel``)."""
        max_numel = min(max_numel, self.options.max_numel)
        if rank is None:
            rank = self.draw.weighted([0, 1, 2, 3, 4], [1, 3, 4, 3, 2])
        dims = []
        numel = 1
        for _ in range(rank):
            d = self.draw.weighted([1, 2, 3, 4, 5, 6, 8], [3, 4, 4, 3, 2, 2, 1])
            if numel * d > max_numel:
                d = 1
            numel *= d
            dims.append(d)
        return tuple(dims)


class _RegionCtx:
    def __init__(self, b: Builder, args: list[Value], kind: str,
                 capture: Callable[[Type], Value] | None) -> None:
        self.b, self.args, self.kind, self.capture = b, args, kind, capture

    def __enter__(self) -> Region:
        b = self.b
        sc = Scope(kind=self.kind, capture=self.capture)
        b.fn.scopes.append(sc)
        b.nesting += 1
        for a in self.args:
            a.depth = b.depth
            sc.add(a)
        self.reg = Region(self.args, sc.lines, [], sc)
        return self.reg

    def __exit__(self, exc_type, exc, tb) -> None:
        b = self.b
        sc = b.fn.scopes.pop()
        b.nesting -= 1
        if exc_type is None:
            self.reg.sinks = b.sinks(sc)


class _ParentCtx:
    def __init__(self, b: Builder) -> None:
        self.b = b

    def __enter__(self) -> None:
        self.saved = self.b.fn.scopes.pop()

    def __exit__(self, exc_type, exc, tb) -> None:
        self.b.fn.scopes.append(self.saved)


class _OutsideCtx:
    def __init__(self, b: Builder, at: int) -> None:
        self.b, self.at = b, at

    def __enter__(self) -> None:
        if self.at < 1:
            raise InternalError("outside(): no region isolated from above is open")
        scopes = self.b.fn.scopes
        self.saved = scopes[self.at:]
        del scopes[self.at:]

    def __exit__(self, exc_type, exc, tb) -> None:
        self.b.fn.scopes.extend(self.saved)


class _FnSwitch:
    def __init__(self, b: Builder, name: str, max_args: int) -> None:
        self.b, self.name, self.max_args = b, name, max_args

    def __enter__(self) -> FnCtx:
        self.saved = self.b.fn
        self.b.fn = FnCtx(self.name, max_args=self.max_args)
        self.b.nesting += 1
        return self.b.fn

    def __exit__(self, exc_type, exc, tb) -> None:
        self.b.fn = self.saved
        self.b.nesting -= 1


@attrs.frozen
class _ShapeType:
    """The ``!tosa.shape<n>`` type of a ``tosa.const_shape`` value."""

    rank: int

    def render(self) -> str:
        return f"!tosa.shape<{self.rank}>"
