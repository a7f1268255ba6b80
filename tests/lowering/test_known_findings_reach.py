"""Known bugs of the two 1-hour reach campaigns (seeds and idioms), on the real toolchain. The
sccp bugs on scf.forall of the seed campaign (upstream scf.forall pieces as mutants): the
forall's results never get a lattice value (a miscompile: a sum of them folds to its init) and
its shared_outs argument is replaced by the init constant (invalid IR); regression checks of
the toolchain, they fail once MLIR fixes the bugs. The subview type entry's zero offset."""

from __future__ import annotations

import json
import re

from lowering_fixtures import FINDINGS, known_crash, opt

from ground.proc import run_tool
from lowering.paths import pure_path
from lowering.pipeline import render
from lowering.verdict import KNOWN_WRONG_CODE_PATH, load_known_wrong_code, match_known

RESULT = FINDINGS / "sccp_forall_result_never_visited.mlir"
SHARED = FINDINGS / "sccp_forall_shared_out_replaced_by_init.mlir"
TAIL = ("one-shot-bufferize{bufferize-function-boundaries},func.func(scf-forall-to-for),"
        "convert-scf-to-cf,expand-strided-metadata,lower-affine,finalize-memref-to-llvm,"
        "convert-to-llvm,reconcile-unrealized-casts")


def _output(toolchain, pre: str) -> str:
    low = opt(toolchain, RESULT.read_text(), f"--pass-pipeline=builtin.module({pre}{TAIL})")
    assert low.ok, low.stderr
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low.stdout, timeout=120)
    assert res.ok, res.stderr
    return res.stdout.strip()


def test_sccp_folds_a_sum_of_a_forall_result_to_its_init(toolchain):
    """1 + 2 + 3 + 4 + 7 is 17; with sccp first the loop folds to its init, 7."""
    assert _output(toolchain, "") == "17"
    assert _output(toolchain, "sccp,") == "7"


def test_the_miscompile_entry_is_reached_through_sccp_and_asks_for_a_forall():
    """The campaign's keys name the checksum ops only: the pattern takes only a key naming
    scf.forall (other sccp keys reach the entry through its pass, by confirmation); its
    input_has holds on the fixture and not on a forall-free input."""
    known = load_known_wrong_code()
    kid = "sccp-forall-result-never-visited"
    assert match_known("first divergent pass sccp; ops arith.constant,scf.forall", known) == kid
    assert match_known("first divergent pass sccp; ops arith.addi,scf.for,tensor.extract",
                       known) != kid
    entry = next(b for b in json.loads(KNOWN_WRONG_CODE_PATH.read_text())["bugs"]
                 if b["id"] == kid)
    assert entry["pass"] == "sccp"
    assert entry["confirm"]["without_pass"] is True
    (rx,) = entry["confirm"]["input_has"]
    body = RESULT.read_text().split("\nfunc.func", 1)[1]
    assert re.search(rx, body)
    assert not re.search(rx, body.replace("scf.forall (", "scf.parallel ("))


def test_sccp_replaces_the_shared_out_by_its_init_constant(toolchain):
    """The valid fixture verifies; after sccp the verifier rejects it, and that failure is the
    known crash entry (message and pass confirmed), not at another pass."""
    assert opt(toolchain, SHARED.read_text()).ok
    res = opt(toolchain, SHARED.read_text(), "--sccp")
    assert not res.ok
    sig = next(line for line in res.stderr.splitlines() if "error:" in line)
    sig = "error: " + sig.split("error: ", 1)[1]
    assert sig == ("error: 'tensor.parallel_insert_slice' op may only insert into an output "
                   "block argument")
    assert known_crash("pass-failure", sig, "sccp")[0] == "sccp-forall-shared-out-replaced-by-init"
    assert known_crash("pass-failure", sig, "canonicalize")[0] is None


def test_subview_type_entry_takes_a_zero_offset_elided_from_the_layout():
    """fold-memref-alias-ops's subview type error with offset 0 expected, which the layout
    does not print (idioms campaign finding 515e2049c17b), is the known entry, like a
    non-zero offset; another pass's failure is not."""
    kid = "fold-memref-alias-ops-subview-static-offset-type"
    for expected in ("strided<[3, 1]>", "strided<[3, 1], offset: 4>"):
        sig = (f"error: expected result type to be 'memref<1x1xi8, {expected}>' or a "
               "rank-reduced version. (mismatch of result layout), but got "
               "'memref<1x1xi8, strided<[3, 1], offset: ?>>'")
        assert known_crash("pass-failure", sig, "fold-memref-alias-ops")[0] == kid, expected
        assert known_crash("pass-failure", sig, "canonicalize")[0] is None


CONV3D_F16_ACC_F32 = """func.func @main() {
  %w = "tosa.const"() <{values = dense<1.5> : tensor<1x2x2x1x2xf16>}> : () -> tensor<1x2x2x1x2xf16>
  %b = "tosa.const"() <{values = dense<0.5> : tensor<1xf16>}> : () -> tensor<1xf16>
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %c = tosa.conv3d %w, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1, 1>,
      pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>}
      : (tensor<1x2x2x1x2xf16>, tensor<1x2x2x1x2xf16>, tensor<1xf16>, tensor<1xf16>,
         tensor<1xf16>) -> tensor<1x1x1x1x1xf16>
  return
}
"""


def test_tosa_to_linalg_follows_tosa_to_linalg_named_for_its_tosa_cast(toolchain, passmap):
    """A convolution whose acc_type is not its result type becomes linalg plus a tosa.cast
    (tosa-to-linalg-named), which only tosa-to-linalg lowers: a path of a program whose only
    tosa op is such a convolution runs tosa-to-linalg after it (idioms campaign finding
    3e555b7f317f, 'op was not bufferized [tosa.cast]', 4 programs: the path lacked it)."""
    src = CONV3D_F16_ACC_F32
    path = pure_path(src, passmap)
    named = path.index("tosa-to-linalg-named")
    assert "tosa-to-linalg" in path[named + 1:], path
    low = opt(toolchain, src, "--pass-pipeline=builtin.module(func.func(tosa-to-linalg-named))")
    assert low.ok, low.stderr
    assert "tosa.cast" in low.stdout
    full = opt(toolchain, src,
               f"--pass-pipeline={render(path, frozenset(passmap.func_nested))}")
    assert full.ok, full.stderr


GLOBAL_STORE = FINDINGS / "one_shot_bufferize_ml_program_global_store_no_read.mlir"


def test_bufferized_caller_passes_an_unwritten_buffer_to_a_global_store(toolchain):
    """Regression check of the toolchain (fails once MLIR has llvm/llvm-project#177387): after
    one-shot-bufferize @main allocates the buffer it passes to @f and never writes it (the
    constant it stood for is not copied in), and @f copies that buffer into the global."""
    res = opt(toolchain, GLOBAL_STORE.read_text(), "--pass-pipeline=builtin.module("
              "tosa-to-mlprogram,one-shot-bufferize{bufferize-function-boundaries})")
    assert res.ok, res.stderr
    main = res.stdout[res.stdout.index("func.func @main"):]
    callee = res.stdout[res.stdout.index("func.func @f"):res.stdout.index("func.func @main")]
    alloc = re.search(r"(%\w+) = memref\.alloc\(\)", main)
    assert alloc, main
    assert "memref.copy" not in main, main
    assert "linalg" not in main, main
    assert re.search(r"call @f\(", main)
    assert re.search(r"memref\.copy %arg0, ", callee), callee


def test_global_store_entry_keys_its_uninitialised_read():
    known = load_known_wrong_code()
    key = ("uninitialised read after one-shot-bufferize; ops memref.copy,ml_program.global,"
           "ml_program.global_store; buffer of memref.copy")
    assert match_known(key, known) == "one-shot-bufferize-ml-program-global-store-no-read"
    assert match_known("uninitialised read after one-shot-bufferize; ops memref.copy; buffer "
                       "of memref.copy", known) is None
