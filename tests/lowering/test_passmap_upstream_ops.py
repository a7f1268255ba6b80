"""Pass-map entries for ops that MLIR's own tests use and the generator never makes
(``corpora/upstream-22.1.8``): every entry gets a path on a small program, every drawn path
lowers it with the real toolchain and runs it to the expected output.

The entries: ``<elementwise-tensor>`` (convert-elementwise-to-linalg), ``vector.mask``
(lower-vector-mask), ``vector.multi_reduction`` (lower-vector-multi-reduction),
an edge naming a pass with options,
``memref.realloc`` (expand-realloc), ``<unranked-tosa>`` (tosa-infer-shapes), ``tosa.variable*`` (tosa-to-mlprogram, then
one-shot-bufferize of the ml_program globals), ``<small-float>`` (math-extend-to-supported-types,
arith-emulate-unsupported-floats, arith-expand with the f4E2M1 patterns).
"""

from __future__ import annotations

import json

import pytest

from ground.draw import Draw
from ground.toolchain import find_toolchain
from lowering.execute import compile_path
from lowering.passmap import PASSMAP_PATH, base_name, load_passmap
from lowering.paths import collect_ops, draw_paths, keys_for

TENSOR_ARITH = """
func.func @f(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = arith.addi %a, %b : tensor<4xi32>
  %r = math.absi %s : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @main() {
  %a = arith.constant dense<[1, -2, 3, -4]> : tensor<4xi32>
  %b = arith.constant dense<[-5, 1, 1, 1]> : tensor<4xi32>
  %r = call @f(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = tensor.extract %r[%i] : tensor<4xi32>
    vector.print %x : i32
  }
  return
}
"""

MASKED_REDUCTION = """
func.func @main() {
  %v = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  %acc = arith.constant dense<0.5> : vector<2xf32>
  %m = vector.constant_mask [2, 3] : vector<2x4xi1>
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xf32> to vector<2xf32> } : vector<2x4xi1> -> vector<2xf32>
  vector.print %r : vector<2xf32>
  return
}
"""

CONTRACT = """
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %y = arith.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : vector<2x2xf32>
  %z = arith.constant dense<0.25> : vector<2x2xf32>
  %r = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %z : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  vector.print %r : vector<2x2xf32>
  return
}
"""

REALLOC = """
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i32
  %nine = arith.constant 9 : i32
  %m = memref.alloc() : memref<2xi32>
  memref.store %seven, %m[%c0] : memref<2xi32>
  memref.store %nine, %m[%c1] : memref<2xi32>
  %r = memref.realloc %m : memref<2xi32> to memref<4xi32>
  %x = memref.load %r[%c0] : memref<4xi32>
  %y = memref.load %r[%c1] : memref<4xi32>
  vector.print %x : i32
  vector.print %y : i32
  return
}
"""

VARIABLE = """
module {
  tosa.variable @v = dense<[3, 4]> : tensor<2xi32>
  func.func @main() {
    %x = tosa.variable_read @v : tensor<2xi32>
    %y = tosa.add %x, %x : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    tosa.variable_write @v, %y : tensor<2xi32>
    %z = tosa.variable_read @v : tensor<2xi32>
    %c1 = arith.constant 1 : index
    %e = tensor.extract %z[%c1] : tensor<2xi32>
    vector.print %e : i32
    return
  }
}
"""

SMALL_FLOAT = """
func.func @round(%x: f32) -> f32 {
  %t = arith.truncf %x : f32 to f4E2M1FN
  %e = arith.extf %t : f4E2M1FN to f32
  return %e : f32
}
func.func @main() {
  %a = arith.constant 1.4 : f32
  %b = arith.constant -5.5 : f32
  %ra = call @round(%a) : (f32) -> f32
  %rb = call @round(%b) : (f32) -> f32
  vector.print %ra : f32
  vector.print %rb : f32
  return
}
"""

UNRANKED_TOSA = """
func.func @f(%a: tensor<4xi32>) -> tensor<4xi32> {
  %u = tosa.abs %a : (tensor<4xi32>) -> tensor<*xi32>
  %r = tensor.cast %u : tensor<*xi32> to tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @main() {
  %a = arith.constant dense<[1, -2, 3, -4]> : tensor<4xi32>
  %r = call @f(%a) : (tensor<4xi32>) -> tensor<4xi32>
  %c3 = arith.constant 3 : index
  %x = tensor.extract %r[%c3] : tensor<4xi32>
  vector.print %x : i32
  return
}
"""

CASES = {
    # name: (program, chain key, pass every path must hold, expected output)
    "tensor-arith": (TENSOR_ARITH, "<elementwise-tensor>", "convert-elementwise-to-linalg",
                     "4\n1\n4\n3\n"),
    "vector-mask": (MASKED_REDUCTION, "vector.mask", "lower-vector-mask", "( 6.5, 18.5 )\n"),
    "multi-reduction": (MASKED_REDUCTION, "vector.multi_reduction",
                        "lower-vector-multi-reduction", "( 6.5, 18.5 )\n"),
    "realloc": (REALLOC, "memref.realloc", "expand-realloc", "7\n9\n"),
    "tosa-variable": (VARIABLE, "tosa.variable_read", "tosa-to-mlprogram", "8\n"),
    "small-float": (SMALL_FLOAT, "<small-float>", "arith-emulate-unsupported-floats",
                    "1.5\n-6\n"),
    "unranked-tosa": (UNRANKED_TOSA, "<unranked-tosa>", "tosa-infer-shapes", "4\n"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_entry_gives_paths_that_lower_and_run(name, passmap, toolchain, tmp_path):
    program, key, needed, expected = CASES[name]
    keys, unmapped = keys_for(collect_ops(program), passmap)
    assert key in keys
    assert not unmapped
    paths = draw_paths(program, passmap, Draw(3), k=3)
    assert len(paths) == 3
    for path in paths:
        assert needed in {base_name(p) for p in path.passes}, path.pipeline()
        r = compile_path(program, path, toolchain, tmp_path, timeout=60, run_timeout=30)
        assert r.stage == "done", (path.pipeline(), (r.run or r.compile).stderr[-800:])
        assert r.output.rstrip("\n") == expected.rstrip("\n"), path.pipeline()


def test_edge_naming_options_orders_only_those_nodes(passmap, tmp_path):
    """An edge whose pass carries options orders the nodes with exactly those options (the
    outer-product lowering of vector.contract added beside the plain pass, before it)."""
    data = json.loads(PASSMAP_PATH.read_text())
    option = "convert-vector-to-llvm{vector-contract-lowering=outerproduct}"
    data["chains"]["vector.contract"] = ["convert-vector-to-scf", option]
    data["edges"].append([option, "convert-vector-to-llvm", "test"])
    custom = tmp_path / "passmap.json"
    custom.write_text(json.dumps(data))
    pm = load_passmap(None, custom)
    for path in draw_paths(CONTRACT, pm, Draw(0), k=12):
        assert path.passes.index(option) < path.passes.index("convert-vector-to-llvm")
    assert "vector.contract" not in passmap.chains  # see the map's _doc


@pytest.mark.slow
def test_entries_lower_with_mlir21(mlir21, tmp_path):
    """The same programs along the map fitted to MLIR 21.1.2's mlir-opt: every new pass text
    is accepted there (nothing dropped), and every drawn path runs to the same output."""
    tc = find_toolchain(mlir21 / "bin")
    assert tc.version() == "21.1.2"
    pm = load_passmap(tc)
    assert pm.chains == load_passmap(None).chains
    for name, (program, _key, needed, expected) in sorted(CASES.items()):
        for path in draw_paths(program, pm, Draw(3), k=3):
            assert needed in {base_name(p) for p in path.passes}, (name, path.pipeline())
            r = compile_path(program, path, tc, tmp_path, timeout=60, run_timeout=30)
            assert r.stage == "done", (name, path.pipeline(), (r.run or r.compile).stderr[-800:])
            assert r.output.rstrip("\n") == expected.rstrip("\n"), (name, path.pipeline())
