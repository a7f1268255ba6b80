"""bufferization dialect families (MLIR Bufferization dialect docs,
mlir.llvm.org/docs/Dialects/BufferizationOps).

``to_tensor`` reads a pooled memref (ubfix's ``to_tensor_snapshot`` rule turns it into a
snapshot of a private copy, so later writes to the memref cannot leak into the tensor);
``to_buffer`` gives a read-only memref view of a tensor (the generator never writes it; ubfix's
``to_buffer_written`` copies it if some input does); ``alloc_tensor`` is uninitialised (ubfix's
``uninitialized_tensor`` rule fills it).
"""

from __future__ import annotations

from smith.gen.builder import Builder
from smith.gen.families.registry import family
from smith.gen.families.shaped import elem_of, pick_memref, pick_tensor, small_shape
from smith.gen.spec import OpSpec
from smith.gen.types import MemRef, Tensor


@family("bufferization_to_tensor")
def to_tensor(b: Builder, spec: OpSpec) -> None:
    m = pick_memref(b, identity=True)
    t = Tensor(m.type.shape, m.type.elem)
    b.emit_text(spec.name, [m], [t], lambda: (
        f"bufferization.to_tensor {m.name} restrict writable : {m.type.render()} to "
        f"{t.render()}"))


@family("bufferization_to_buffer")
def to_buffer(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b)
    m = MemRef(t.type.shape, t.type.elem)
    v = b.emit_text(spec.name, [t], [m], lambda: (
        f"bufferization.to_buffer {t.name} read_only : {t.type.render()} to {m.render()}"))[0]
    v.read_only = True


@family("bufferization_alloc_tensor")
def alloc_tensor(b: Builder, spec: OpSpec) -> None:
    ty = Tensor(small_shape(b), elem_of(b))
    b.emit_text(spec.name, [], [ty], lambda: f"bufferization.alloc_tensor() : {ty.render()}")
