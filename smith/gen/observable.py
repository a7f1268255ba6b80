"""Values that leave their function or region: made observable (checksummable) first."""

from __future__ import annotations

from smith.gen.builder import Builder, Value
from smith.gen.types import MemRef, Tensor


def observable(b: Builder, v: Value) -> Value:
    """``v`` in a form that can leave its function/region and be checksummed: i1 tensors
    widened to i8; stack memrefs copied into a heap ``memref.alloc`` (an ``alloca`` must not
    outlive its function)."""
    if v.is_bool_tensor:
        return b.emit("tosa.cast", [v], [Tensor(v.type.shape, "i8")], pool=False,
                      kind="glue")[0]
    if isinstance(v.type, MemRef) and v.alloca:
        ty = MemRef(v.type.shape, v.type.elem)
        m = b.emit_text("memref.alloc", [], [ty], lambda: f"memref.alloc() : {ty.render()}",
                        kind="glue", pool=False, root=True)[0]
        b.emit_text("memref.copy", [v, m], [], lambda: (
            f"memref.copy {v.name}, {m.name} : {v.type.render()} to {ty.render()}"), kind="glue")
        return m
    return v


def function_results(b: Builder) -> list[Value]:
    """The values the current function returns: the sinks of its body scope (unused values and
    root memrefs, in definition order), made observable; at least one value."""
    out = [observable(b, v) for v in b.sinks()]
    if not out:
        last = next((v for v in reversed(b.pool) if not v.is_bool_tensor), None)
        if last is None:
            last = b.fresh(Tensor((1,), "i32"))
        out.append(observable(b, last))
    return out
