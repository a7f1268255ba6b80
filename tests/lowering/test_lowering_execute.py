"""Every drawn path really lowers to LLVM and runs to the reference pipelines' output."""

from __future__ import annotations

import pytest

from ground.draw import Draw
from lowering.execute import compile_path, normalize_output
from lowering.paths import draw_paths, reference_paths

EXPECTED = {
    "select": "4\n49\n0",
    "mix": "699\n6\n2\n35\n1\n99",
    "float": "12\n26\n0\n4",
    "pitfalls": "6\n29\n4\n2\n-7\n1",
}


def test_normalize_output_strips_addresses():
    a = "Unranked Memref base@ = 0x291c1b40 rank = 2\n1\n"
    b = "Unranked Memref base@ = 0x5555aaaa rank = 2\n1"
    assert normalize_output(a) == normalize_output(b)


def test_reference_pipelines_agree(select_program, toolchain, reference_pipelines, tmp_path):
    for path in reference_paths(reference_pipelines):
        r = compile_path(select_program, path, toolchain, tmp_path, timeout=60)
        assert r.stage == "done", (path.name, r.compile.stderr[-800:])
        assert r.output == EXPECTED["select"], path.name


@pytest.mark.parametrize(
    ("name", "k", "seed"), [("select", 5, 1), ("mix", 3, 2), ("float", 3, 3), ("pitfalls", 4, 9)]
)
def test_drawn_paths_run_like_reference(name, k, seed, request, passmap, toolchain, tmp_path):
    program = request.getfixturevalue(f"{name}_program")
    paths = draw_paths(program, passmap, Draw(seed), k=k)
    assert len(paths) == k
    for path in paths:
        r = compile_path(program, path, toolchain, tmp_path, timeout=60, run_timeout=30)
        assert r.stage == "done", (path.pipeline(), (r.run or r.compile).stderr[-800:])
        lowered = r.lowered.read_text()
        for dialect in ("tosa.", "linalg.", "memref.", "scf.", "func.func", "arith.", "tensor."):
            assert dialect not in lowered, (dialect, path.pipeline())
        assert r.output == EXPECTED[name], path.pipeline()
        assert r.commands[0].startswith(str(toolchain.mlir_opt))
        assert "stdbuf" in r.commands[1] or "mlir-runner" in r.commands[1]
