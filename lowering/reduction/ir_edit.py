"""IR edits for the reduction of findings (``lowering.reduction.reduce``), made on the parsed module
with the MLIR Python bindings: erase top-level ops (results still used become constants of
their type), drop a returned value or an unused argument of a function and rewrite its call
sites. Each edit returns the new module text, or None when it does not apply or the result
does not verify."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mlir import ir, rewrite

from ground.mlir_ir import count_ops as op_counts

_TERMINATORS = {"func.return", "scf.yield", "scf.condition", "cf.br", "cf.cond_br",
                "tosa.yield", "linalg.yield", "tensor.yield", "affine.yield", "scf.reduce",
                "scf.in_parallel", "llvm.return"}


# ---- IR manipulation with the bindings ------------------------------------------------------

class bindings_context:
    """A fresh MLIR context with an unknown default location."""

    def __enter__(self):
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
    with bindings_context():
        return sum(op_counts(ir.Module.parse(text).operation).values()) - 1


def top_ops(module) -> list:
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


def top_op_count(text: str) -> int:
    """How many ops :func:`top_ops` gives for ``text`` (the candidates of op deletion)."""
    with bindings_context():
        return len(top_ops(ir.Module.parse(text)))


def weight(text: str) -> int:
    """Reduction metric: ops count 2, ``arith.constant`` 1, so replacing an op's result by a
    constant is progress but a constant replaced by a constant is not."""

    n = [0]

    def cb(op):
        n[0] += 1 if op.name == "arith.constant" else 2
        return ir.WalkResult.ADVANCE

    with bindings_context():
        ir.Module.parse(text).operation.walk(cb)
    return n[0]


# ops whose operand 1 is a divisor (arith and index dialect docs: division by zero is UB)
_DIVISORS = {f"arith.{n}" for n in ("divsi", "divui", "remsi", "remui", "ceildivsi",
                                    "ceildivui", "floordivsi")} | {
    f"index.{n}" for n in ("divs", "divu", "rems", "remu", "ceildivs", "ceildivu", "floordivs")}


def _divisor(value) -> bool:
    """``value`` is the divisor of some use (an index constant then must not be 0)."""
    for u in value.uses:
        owner = u.owner.operation if hasattr(u.owner, "operation") else u.owner
        if owner.name in _DIVISORS and u.operand_number == 1:
            return True
    return False


def _constant(t, divisor: bool = False):
    """An ``arith.constant`` attribute of type ``t`` (1 / 1.0 / splat; an index is 0, an
    in-bounds subscript, unless it is a ``divisor``), or None."""

    def scalar(e):
        if isinstance(e, ir.IntegerType) or isinstance(e, ir.IndexType):
            return ir.IntegerAttr.get(e, 1 if divisor or not isinstance(e, ir.IndexType) else 0)
        if isinstance(e, (ir.F16Type, ir.F32Type, ir.F64Type, ir.BF16Type)):
            return ir.FloatAttr.get(e, 1.0)
        return None

    if isinstance(t, (ir.RankedTensorType, ir.VectorType)) and t.has_static_shape:
        s = scalar(t.element_type)
        return ir.DenseElementsAttr.get_splat(t, s) if s is not None else None
    return scalar(t)


def _replace_with_constants(op) -> bool:
    for r in op.results:
        if not list(r.uses):
            continue
        attr = _constant(r.type, _divisor(r))
        if attr is None:
            return False
        with ir.InsertionPoint(op), op.location:
            c = ir.Operation.create("arith.constant", results=[r.type],
                                    attributes={"value": attr})
        r.replace_all_uses_with(c.result)
    return True


def edit_top_ops(text: str, edit: Callable[[list], bool]) -> str | None:
    """Parse ``text``, let ``edit(top_ops)`` change it in place (False: give up), verify,
    print; None when the text does not parse, ``edit`` gives up or the result does not
    verify."""
    with bindings_context():
        try:
            m = ir.Module.parse(text)
        except ir.MLIRError:
            return None
        if not edit(top_ops(m)):
            return None
        try:
            m.operation.verify()
        except ir.MLIRError:
            return None
        return str(m)


def delete_ops(text: str, indices: Sequence[int]) -> str | None:
    """Erase the top-level ops ``indices`` (in :func:`top_ops` order), replacing used results
    by constants; None when a result cannot be replaced or the module does not verify."""

    def erase(ops: list) -> bool:
        for i in sorted(set(indices), reverse=True):
            if i >= len(ops):
                continue
            # a parent erased later takes this op with it; children are erased first
            if not _replace_with_constants(ops[i]):
                return False
            ops[i].erase()
        return True

    return edit_top_ops(text, erase)


def forward_op(text: str, index: int, nth: int = 0) -> str | None:
    """Erase the top-level op ``index`` (:func:`top_ops` order), each used result replaced by
    the op's ``nth`` operand of the same type (``y = f(x, c)`` becomes ``x``; ``nth`` 1 of
    ``y = f(c, x)`` too): unlike :func:`delete_ops`' constants, the data flow stays symbolic,
    so the folders that a constant would wake up stay asleep. None when the op has regions, a
    used result has no such operand, or the module does not verify."""

    def erase(ops: list) -> bool:
        if index >= len(ops) or len(ops[index].regions):
            return False
        op = ops[index]
        for r in op.results:
            if list(r.uses):
                same = [v for v in op.operands if v.type == r.type]
                if nth >= len(same):
                    return False
                r.replace_all_uses_with(same[nth])
        op.erase()
        return True

    return edit_top_ops(text, erase)


def _drop_result(m, f, k: int) -> None:
    """In ``m`` (an ``ir.Module``), the function op ``f`` stops returning its result ``k``;
    its call sites get the remaining results and a constant for uses of the dropped one.

    Raises:
        ValueError: ``k`` is out of range, or a used result's type has no constant."""
    ftype = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)
    if k >= len(ftype.results):
        raise ValueError(f"no result {k}")
    results = [t for j, t in enumerate(ftype.results) if j != k]
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
    for call in _calls_to(m, ir.StringAttr(f.attributes["sym_name"]).value):
        old = list(call.results)
        if list(old[k].uses):
            attr = _constant(old[k].type)
            if attr is None:
                raise ValueError(f"no constant of type {old[k].type}")
            with ir.InsertionPoint(call), call.location:
                c = ir.Operation.create("arith.constant", results=[old[k].type],
                                        attributes={"value": attr})
            old[k].replace_all_uses_with(c.result)
        _recreate_call(call, results, list(call.operands),
                       [r for j, r in enumerate(old) if j != k])


def _drop_argument(m, f, k: int) -> None:
    """In ``m``, the function op ``f`` loses its argument ``k`` (unused by its body) and its
    call sites stop passing it.

    Raises:
        ValueError: ``k`` is out of range or the argument is used."""
    ftype = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)
    entry = f.regions[0].blocks[0]
    if k >= len(ftype.inputs) or list(entry.arguments[k].uses):
        raise ValueError(f"argument {k} is used or missing")
    entry.erase_argument(k)
    f.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
        [t for j, t in enumerate(ftype.inputs) if j != k], list(ftype.results)))
    for call in _calls_to(m, ir.StringAttr(f.attributes["sym_name"]).value):
        _recreate_call(call, [r.type for r in call.results],
                       [v for j, v in enumerate(call.operands) if j != k], list(call.results))


#: what an edit through the bindings raises when it does not apply (the module is left as it was)
EDIT_ERRORS = (ir.MLIRError, ValueError, TypeError, IndexError)


def _edit_function(text: str, func_name: str, edit) -> str | None:
    """Parse ``text``, apply ``edit(module, function op)`` to ``@func_name``, verify, print;
    None when the function is missing or has no body, the edit raises, or the result does not
    verify."""
    with bindings_context():
        m = ir.Module.parse(text)
        f = _func_named(m, func_name)
        if f is None or not f.regions[0].blocks:
            return None
        try:
            edit(m, f)
            m.operation.verify()
        except EDIT_ERRORS:
            return None
        return str(m)


def drop_return_operand(text: str, func_name: str, k: int) -> str | None:
    """Return-operand rollback: ``func_name`` stops returning its result ``k``; call sites get
    the remaining results and a constant for uses of the dropped one."""
    return _edit_function(text, func_name, lambda m, f: _drop_result(m, f, k))


def drop_unused_argument(text: str, func_name: str, k: int) -> str | None:
    """Argument rollback: ``func_name`` loses its argument ``k`` when the body does not use it;
    call sites stop passing it (the value they passed may then be dead, for delta debugging).
    None when the argument is used or the rewrite does not verify."""
    return _edit_function(text, func_name, lambda m, f: _drop_argument(m, f, k))


def drop_unused_in(m, entry: str) -> bool:
    """:func:`drop_unused_values` on the module ``m``, in place; True when something changed.

    Raises:
        ValueError, TypeError, IndexError, ir.MLIRError: an edit does not apply."""
    changed = False
    for f in [o.operation for o in m.body.operations]:
        if (f.name != "func.func" or not f.regions[0].blocks
                or ir.StringAttr(f.attributes["sym_name"]).value == entry):
            continue
        name = ir.StringAttr(f.attributes["sym_name"]).value
        n = len(ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value).results)
        for k in reversed(range(n)):  # calls are re-read: each drop recreates them
            if not any(list(c.results[k].uses) for c in _calls_to(m, name)):
                _drop_result(m, f, k)
                changed = True
        for k in reversed(range(len(f.regions[0].blocks[0].arguments))):
            if not list(f.regions[0].blocks[0].arguments[k].uses):
                _drop_argument(m, f, k)
                changed = True
    dead = [op for op in top_ops(m) if op.name == "arith.constant"
            and not list(op.results[0].uses)]
    for op in dead:
        op.erase()
    return changed or bool(dead)


def drop_unused_values(text: str, entry: str = "main") -> str:
    """What MLIR's ``remove-dead-values`` does first, where it crashes (README:
    ``cleanUpDeadVals`` on loops with ``iter_args``): every result of a function but
    ``entry`` that no call site uses stops being returned, every argument its body does not
    use goes, and the ``arith.constant`` ops left without uses are erased; nothing changes
    meaning. The producers of the dropped values are then dead (:func:`erase_trivially_dead`).
    One parse for all the edits; ``text`` unchanged when the result does not verify."""
    with bindings_context():
        m = ir.Module.parse(text)  # kept alive while its functions and calls are read
        try:
            changed = drop_unused_in(m, entry)
            m.operation.verify()
        except EDIT_ERRORS:
            return text
        return str(m) if changed else text


def erase_dead_in(m) -> bool:
    """:func:`erase_trivially_dead` on the module ``m``, in place; True when an op went."""
    before = sum(op_counts(m.operation).values())
    cfg = rewrite.GreedyRewriteConfig()
    cfg.enable_folding = False
    cfg.enable_constant_cse = False
    cfg.region_simplification_level = rewrite.GreedySimplifyRegionLevel.DISABLED
    rewrite.apply_patterns_and_fold_greedily(m, rewrite.RewritePatternSet().freeze(), cfg)
    return sum(op_counts(m.operation).values()) != before


def erase_trivially_dead(text: str) -> str:
    """``text`` without the ops MLIR deems trivially dead (``mlir::isOpTriviallyDead``: no
    result used, no memory effect but reads and allocations of its own results, regions
    recursively so: a loop whose results nobody reads and whose body only computes), erased
    to a fixpoint by MLIR's greedy rewrite driver run with no pattern, folding, constant CSE
    or region simplification (``mlir.rewrite.apply_patterns_and_fold_greedily``), so nothing
    else changes. Unlike ``remove-dead-values`` it never crashes on ``iter_args`` and keeps
    every function's signature."""
    with bindings_context():
        m = ir.Module.parse(text)
        erase_dead_in(m)
        return str(m)


def returning_funcs(text: str, entry: str = "main") -> list[tuple[str, int]]:
    """``(name, number of results)`` of every defined function but ``entry`` that returns
    something."""
    out = []
    with bindings_context():
        m = ir.Module.parse(text)
        for o in m.body.operations:
            o = o.operation
            if o.name == "func.func" and o.regions[0].blocks:
                name = ir.StringAttr(o.attributes["sym_name"]).value
                n = len(ir.FunctionType(ir.TypeAttr(o.attributes["function_type"]).value).results)
                if name != entry and n:
                    out.append((name, n))
    return out


def _calls_to(module, func_name: str) -> list:
    """The ``func.call`` ops of ``module`` (an ``ir.Module``) that call ``@func_name``."""

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

    return next((o.operation for o in module.body.operations if o.operation.name == "func.func"
                 and ir.StringAttr(o.operation.attributes["sym_name"]).value == func_name), None)


def _recreate_call(call, result_types: list, operands: list, old_results: list) -> None:
    """Replace ``call`` (a ``func.call`` ir.Operation) by a call to the same callee with
    ``result_types`` and ``operands``; uses of ``old_results`` (as many as ``result_types``)
    move to the new results in order."""

    with ir.InsertionPoint(call), call.location:
        new = ir.Operation.create("func.call", results=result_types, operands=operands,
                                  attributes={"callee": call.attributes["callee"]})
    for old, fresh in zip(old_results, new.results):
        old.replace_all_uses_with(fresh)
    call.erase()


# ---- cheap whole-program cuts of ``lowering.reduction.reduce`` 

def entry_prints(text: str, entry: str = "main") -> int:
    """The number of ``vector.print`` ops at the top level of ``@entry`` (the checksum lines
    of a smith program, one output line each), or -1 when a print sits in a nested region
    (then output lines and print ops do not map one to one)."""
    with bindings_context():
        m = ir.Module.parse(text)
        f = _func_named(m, entry)
        if f is None or not f.regions[0].blocks:
            return -1
        top = [op for op in f.regions[0].blocks[0].operations
               if op.operation.name == "vector.print"]
        nested = [0]

        def cb(op):
            nested[0] += op.name == "vector.print"
            return ir.WalkResult.ADVANCE

        f.walk(cb)
        return len(top) if nested[0] == len(top) else -1


def keep_prints(text: str, keep: set[int], entry: str = "main") -> str | None:
    """Erase the top-level ``vector.print`` ops of ``@entry`` but those whose index (in
    program order, from 0) is in ``keep``; None when ``@entry`` is missing."""
    with bindings_context():
        m = ir.Module.parse(text)
        f = _func_named(m, entry)
        if f is None or not f.regions[0].blocks:
            return None
        prints = [op.operation for op in f.regions[0].blocks[0].operations
                  if op.operation.name == "vector.print"]
        for i, op in enumerate(prints):
            if i not in keep:
                op.erase()
        return str(m)


def privatize_in(m, entry: str) -> None:
    """:func:`privatize` on the module ``m``, in place."""
    for o in m.body.operations:
        o = o.operation
        if (o.name == "func.func" and o.regions[0].blocks
                and ir.StringAttr(o.attributes["sym_name"]).value != entry):
            o.attributes["sym_visibility"] = ir.StringAttr.get("private")


def privatize(text: str, entry: str = "main") -> str:
    """Every defined function but ``@entry`` made ``private`` (``remove-dead-values`` then
    drops its unused results and arguments; MLIR's symbol visibility, builtin dialect doc)."""
    with bindings_context():
        m = ir.Module.parse(text)
        privatize_in(m, entry)
        return str(m)


# operand index of the buffer an op only writes (its init/target), by op name
_WRITE_TARGET = {"linalg.fill": 1, "memref.store": 1, "vector.store": 1,
                 "vector.transfer_write": 1, "memref.copy": 1, "memref.dealloc": 0}


def _only_writes(use) -> bool:
    """The use of a buffer by ``use.owner`` writes it (or frees it), never reads it."""
    op = use.owner.operation if hasattr(use.owner, "operation") else use.owner
    if len(op.results):
        return False
    if op.name in _WRITE_TARGET:
        return use.operand_number == _WRITE_TARGET[op.name]
    if op.name.startswith("linalg.") and "operandSegmentSizes" in op.attributes:
        n_ins = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))[0]
        return use.operand_number >= n_ins  # an init (outs) operand
    return False


# ops that only read memory: dead when no result is used (MLIR's wouldOpBeTriviallyDead)
_READS = {"memref.load", "vector.load", "vector.transfer_read", "memref.dim", "affine.load",
          "vector.maskedload", "vector.gather"}


def dead_buffers_in(m) -> bool:
    """:func:`dead_buffers` on the module ``m``, in place; True when something went."""
    any_change = False
    changed = True
    while changed:
        changed = False
        allocs: list = []

        def cb(op, allocs=allocs):
            if op.name in ("memref.alloc", "memref.alloca") or (
                    op.name in _READS and not any(list(r.uses) for r in op.results)):
                allocs.append(op)
            return ir.WalkResult.ADVANCE

        m.operation.walk(cb)
        for a in allocs:
            if a.name in _READS:
                a.erase()
                changed = True
                continue
            uses = list(a.results[0].uses)
            if all(_only_writes(u) for u in uses):
                for owner in {id(u.owner): u.owner for u in uses}.values():
                    (owner.operation if hasattr(owner, "operation") else owner).erase()
                a.erase()
                changed = True
                break
        any_change = any_change or changed
    return any_change


def dead_buffers(text: str) -> str:
    """``memref.alloc``/``memref.alloca`` results that are only written (filled, stored to,
    copied into, freed) and never read are erased with their writers, and reads whose result
    is unused are erased, to a fixpoint: the memory side of dead-code elimination
    (``remove-dead-values`` keeps both: they have memory effects)."""
    with bindings_context():
        m = ir.Module.parse(text)
        dead_buffers_in(m)
        return str(m)


def poison_to_constants(text: str) -> str | None:
    """Every ``ub.poison`` (what ``remove-dead-values`` leaves for a dead result of an op it
    keeps, e.g. an ``scf.if`` result) replaced by a constant of its type: a poison tensor does
    not bufferize, and a reproducer must not compute with poison. None when a type has no
    constant (:func:`_constant`)."""
    with bindings_context():
        m = ir.Module.parse(text)
        found: list = []

        def cb(op):
            if op.name == "ub.poison":
                found.append(op)
            return ir.WalkResult.ADVANCE

        m.operation.walk(cb)
        for op in found:
            if not _replace_with_constants(op):
                return None
            op.erase()
        return str(m)
