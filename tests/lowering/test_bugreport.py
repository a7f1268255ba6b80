"""``smith report-bug``: reports an MLIR maintainer accepts as they are (issue 30 item 6): values
read back from the checksum lines, the source op and the pass or pattern in the title, commands
that run by copy-paste with the tools on ``PATH``, under 60 lines. Real toolchain, the reduced
programs of the README quickstart's findings and a crash fixture."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ground.proc import run_tool
from lowering.failure import full_signature
from lowering.findings.bugreport import (
    FAILURE_SECTIONS,
    SECTIONS,
    known_line,
    render_report,
    wrong_code_commands,
)
from lowering.findings.checksum_decode import Line, decode, printed_lines
from lowering.findings.finding_test import (
    FindingTest,
    Step,
    difference_test,
    failure_test,
    load_finding,
)
from lowering.findings.repro_script import write_test
from lowering.verdict import KnownCrash
from ubfix.checksum import instrument_checksum

DATA = Path(__file__).parent / "data"
FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"
TAIL = "func.func(tosa-to-arith),one-shot-bufferize{bufferize-function-boundaries}," \
       "func.func(convert-linalg-to-loops),convert-scf-to-cf,finalize-memref-to-llvm," \
       "convert-to-llvm,reconcile-unrealized-casts"
BUF = "one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops}"
FUSION = ("builtin.module(func.func(tosa-to-linalg-named)," + BUF + ",func.func("
          "convert-linalg-to-affine-loops),expand-strided-metadata,@lower-affine,"
          "convert-scf-to-cf,convert-to-llvm)")
SEED = ("builtin.module(func.func(@tosa-layerwise-constant-fold)," + BUF + ",func.func("
        "convert-linalg-to-affine-loops),lower-affine,convert-scf-to-cf,convert-to-llvm)")


def _reduced_finding(d: Path, toolchain, program: str, reference: str, divergent: str,
                     culprit: str, known_id: str | None = None) -> Path:
    """A wrong-code finding directory with ``reduced/`` as ``smith reduce`` writes it (the
    parts the report reads)."""
    (d / "reduced").mkdir(parents=True)
    test = difference_test("wrong-code", Step.of(reference), Step.of(divergent))
    for name in ("program.mlir", "reduced/reduced.mlir"):
        (d / name).write_text(program)
    meta = {"finding_kind": "wrong-code", "test": test.to_json(), "smith_version": "0.1.0",
            "first_divergent_pass": culprit, "known_id": known_id}
    (d / "meta.json").write_text(json.dumps(meta))
    (d / "reduced" / "reduce.json").write_text(json.dumps(
        {"test": test.to_json(), "culprit": culprit, "ops_before": 500, "ops_after": 16,
         "uninit_check": True}))
    write_test(d, test, toolchain)
    return d


@pytest.fixture(scope="module")
def fusion_report(tmp_path_factory, toolchain):
    d = _reduced_finding(tmp_path_factory.mktemp("fusion") / "f", toolchain,
                         (DATA / "report_avg_pool2d_fusion.mlir").read_text(),
                         FUSION.replace("@", ""),
                         FUSION.replace("@", "func.func(affine-loop-fusion),"),
                         "affine-loop-fusion", "affine-loop-fusion-uninit-read")
    return d, render_report(d, toolchain)


@pytest.fixture(scope="module")
def seed_report(tmp_path_factory, toolchain):
    d = _reduced_finding(tmp_path_factory.mktemp("seed") / "f", toolchain,
                         (DATA / "report_max_pool2d_seed.mlir").read_text(),
                         SEED.replace("@", ""), SEED.replace("@", "tosa-to-linalg-named,"),
                         "tosa-to-linalg-named", "tosa-to-linalg-lowest-finite-seed")
    return d, render_report(d, toolchain)


@pytest.fixture(scope="module")
def crash_report(tmp_path_factory, toolchain):
    """A crash finding of the known int-range-optimizations assertion (its fixture)."""
    d = tmp_path_factory.mktemp("crash") / "f"
    d.mkdir()
    src = FINDINGS / "int_range_affine_for_min_bound_abort.mlir"
    pipeline = "builtin.module(int-range-optimizations)"
    res = run_tool([toolchain.mlir_opt, src, f"--pass-pipeline={pipeline}"], timeout=120)
    test = failure_test("crash", "compile", pipeline, full_signature(res))
    (d / "program.mlir").write_text(src.read_text())
    (d / "meta.json").write_text(json.dumps(
        {"finding_kind": "crash", "test": test.to_json(), "smith_version": "0.1.0",
         "known_id": "integer-range-analysis-affine-for-minmax-bound"}))
    return d, render_report(d, toolchain)


def _blocks(text: str, lang: str) -> list[str]:
    return re.findall(rf"^```{lang}\n(.*?)^```$", text, flags=re.M | re.S)


def _paste(text: str, toolchain, work: Path) -> subprocess.CompletedProcess:
    """Save the report's program under the name it gives, then run its ``sh`` block as
    pasted into a shell whose PATH holds the toolchain's bin directory and the system's (no
    MLIR_LIB, no virtual environment)."""
    work.mkdir()
    name = re.search(r"## Reproducer: `([\w.-]+)`", text).group(1)
    (work / name).write_text(_blocks(text, "mlir")[0])
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MLIR_", "SMITH_MLIR"))}
    env["PATH"] = f"{toolchain.bin_dir}:/usr/bin:/bin"
    return subprocess.run(["sh", "-c", _blocks(text, "sh")[0]], cwd=work, env=env,
                          capture_output=True, text=True, timeout=600)


def _printed(text: str, column: str) -> list[str]:
    """The raw printed integers of the table's ``expected`` or ``actual`` column."""
    rows = [r.split("|") for r in text.splitlines() if re.match(r"\| \d+ \|", r)]
    col = 3 if column == "expected" else 4
    return [re.search(r"`(-?\d+)`", r[col]).group(1) for r in rows]


def test_decode_checksum_lines_of_each_type(toolchain, reference_pipelines, tmp_path):
    """The checksum instrumentation's lines read back as the values ``@compute`` returned:
    scalars of every width, a one-element tensor, a hash of several elements, the combined
    line; run with the real toolchain."""
    program = instrument_checksum("""
func.func private @compute() -> (f32, tensor<1xf16>, i8, f64, i1, index, bf16, tensor<2xi32>) {
  %a = arith.constant 0xFF800000 : f32
  %b = arith.constant dense<190.125> : tensor<1xf16>
  %c = arith.constant -3 : i8
  %d = arith.constant -0.0 : f64
  %e = arith.constant true
  %f = arith.constant -1 : index
  %g = arith.constant 1.5 : bf16
  %h = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %a, %b, %c, %d, %e, %f, %g, %h : f32, tensor<1xf16>, i8, f64, i1, index, bf16, tensor<2xi32>
}
func.func @main() {
  %0:8 = call @compute() : () -> (f32, tensor<1xf16>, i8, f64, i1, index, bf16, tensor<2xi32>)
  return
}
""")
    src, low = tmp_path / "p.mlir", tmp_path / "p.ll.mlir"
    src.write_text(program)
    pipeline = reference_pipelines["pipelines"]["P1-loops"]
    assert run_tool([toolchain.mlir_opt, src, f"--pass-pipeline={pipeline}", "-o", low],
                    timeout=120).ok
    out = run_tool([toolchain.mlir_runner, low, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], timeout=120)
    assert out.ok, out.stderr
    lines = printed_lines(program)
    got = [decode(line, int(v)) for line, v in zip(lines, out.stdout.split())]
    assert got == ["-inf", "190.125", "-3", "-0", "true", "-1", "1.5", None, None]
    assert [ln.kind for ln in lines][-2:] == ["hash", "combined"]
    assert lines[7].elements == 2
    assert "tensor<2xi32>" in lines[7].source
    assert "result 1 of `@compute`" in lines[1].source


def test_decode_rules():
    assert decode(Line("scalar", "f32"), -8388608) == "-inf"
    assert decode(Line("scalar", "f32"), -8388609) == "-3.4028235e+38"
    assert decode(Line("scalar", "f16"), 23025) == "190.125"
    assert decode(Line("scalar", "f16"), 32256) == "nan"
    assert decode(Line("scalar", "i8"), -3) == "-3"
    assert decode(Line("scalar", "i16"), 65533) == "-3"  # the low 16 bits, signed
    assert decode(Line("scalar", "f64"), 0x3FB999999999999A) == "0.1"
    assert decode(Line("hash", ""), 12345) is None
    assert decode(Line("combined"), 12345) is None


def test_wrong_code_report_names_op_pass_and_values(fusion_report):
    _, text = fusion_report
    title = text.splitlines()[0]
    assert title == ("# [mlir] affine-loop-fusion: wrong result for `tosa.avg_pool2d` (f16): "
                     "0 instead of 190.125")
    heads = [ln[3:] for ln in text.splitlines() if ln.startswith("## ")]
    assert [h.split(":")[0] for h in heads] == list(SECTIONS)
    assert len(text.splitlines()) < 60
    assert "element [0, 0, 0, 0] of `tensor<3x3x1x1xf16>` result 0 of `@compute`" in text
    assert "| 190.125 (`23025`) | 0 (`0`) **differs** |" in text
    assert "Search terms\n`affine-loop-fusion`, `tosa.avg_pool2d`" in text
    assert "applies no rewrite pattern" in text
    # no absolute tool paths, no code generation flags: the difference does not need them
    assert "site-packages" not in text
    assert "--regalloc" not in _blocks(text, "sh")[0]
    assert "same without smith's `mlir-runner` code generation options" in text
    assert "TOSA 1.0 AVG_POOL2D" in text  # the source op's documented semantics


def test_a_known_uninitialised_read_label_that_does_not_fit_is_said_so():
    """A known id that describes an uninitialised read, on a finding whose output did not
    change with fresh memory: the report says the label does not fit, and quotes it else."""
    kb = KnownCrash("some-pass-uninit-read", "^x", "reads uninitialised memory", "", None)
    assert known_line(kb, True).startswith("Note: smith's known-bug table files this under "
                                           "`some-pass-uninit-read` by its key alone")
    assert known_line(kb, False) == "known bug `some-pass-uninit-read`: reads uninitialised " \
        "memory."
    other = KnownCrash("a-fold", "^x", "folds wrongly", "llvm/llvm-project#1", None)
    assert known_line(other, True) == "known bug `a-fold` (llvm/llvm-project#1): folds wrongly."


def test_wrong_code_report_says_why_expected_is_right_and_names_the_fold(seed_report):
    _, text = seed_report
    assert text.splitlines()[0] == (
        "# [mlir] tosa-to-linalg-named (MaxPool2dConverter): wrong result for "
        "`tosa.max_pool2d` (f32): -3.4028235e+38 instead of -inf")
    assert "Why -inf is right: Known bug `tosa-to-linalg-lowest-finite-seed`" in text
    assert "TOSA 1.0 MAX_POOL2D: each output element is the largest input element" in text
    assert "`tosa-layerwise-constant-fold` folds it away first" in text
    assert "`MaxPool2dConverter`" in text.split("## Search terms")[1]
    assert len(text.splitlines()) < 60


@pytest.mark.parametrize("which", ["fusion_report", "seed_report"])
def test_wrong_code_commands_run_by_copy_paste(which, request, toolchain, tmp_path):
    """The sh block, pasted into a shell with mlir-opt / mlir-runner on PATH, prints the
    table's expected then actual integers."""
    _, text = request.getfixturevalue(which)
    res = _paste(text, toolchain, tmp_path / "w")
    assert res.returncode == 0, res.stderr
    assert res.stdout.split() == _printed(text, "expected") + _printed(text, "actual")


def test_commands_with_code_generation_options_run_too(fusion_report, toolchain, tmp_path):
    """When a difference needs the runner's code generation options, they go in one variable
    on both runs, and the pasted commands still print the two outputs."""
    d, text = fusion_report
    test = load_finding(d / "reduced").test
    lines = wrong_code_commands(test, "reduced.mlir", "affine-loop-fusion", toolchain)
    assert lines[2] == "CODEGEN='" + " ".join(toolchain.runner_codegen) + "'"
    assert all(ln.endswith("$CODEGEN") for ln in lines if ln.startswith("mlir-runner"))
    pasted = text.replace(_blocks(text, "sh")[0], "\n".join(lines) + "\n")
    res = _paste(pasted, toolchain, tmp_path / "w")
    assert res.returncode == 0, res.stderr
    assert res.stdout.split() == _printed(text, "expected") + _printed(text, "actual")


def test_crash_report_has_assertion_frames_and_one_command(crash_report, toolchain, tmp_path):
    _, text = crash_report
    lines = text.splitlines()
    assert lines[0].startswith("# [mlir] int-range-optimizations: crash on `affine.for` in "
                               "`mlir::dataflow::IntegerRangeAnalysis::visitNonControlFlowArguments`")
    assert "Assertion `this->_M_is_engaged()` failed" in lines[0]
    heads = [ln[3:] for ln in lines if ln.startswith("## ")]
    assert [h.split(":")[0] for h in heads] == list(FAILURE_SECTIONS)
    assert len(lines) < 60
    sh = _blocks(text, "sh")[0].strip().splitlines()
    assert len(sh) == 1
    assert sh[0].startswith("mlir-opt program.mlir ")
    assert "#0 mlir::dataflow::IntegerRangeAnalysis::visitNonControlFlowArguments" in text
    assert "/opt/" not in text
    assert "site-packages" not in text
    res = _paste(text, toolchain, tmp_path / "w")
    assert res.returncode != 0
    assert "Assertion 'this->_M_is_engaged()' failed" in res.stderr


def test_error_report_gives_the_message_at_the_reproducer(toolchain, tmp_path):
    """A pass that leaves invalid IR (no crash): the error message, located in the file the
    report names, in the title and the search terms; no stack frames."""
    d = tmp_path / "f"
    d.mkdir()
    src = FINDINGS / "tosa_decompose_depthwise_i8_pad_type.mlir"
    pipeline = "builtin.module(func.func(tosa-optional-decompositions))"
    res = run_tool([toolchain.mlir_opt, src, f"--pass-pipeline={pipeline}"], timeout=120)
    test = failure_test("invalid-after-pass", "compile", pipeline, full_signature(res))
    (d / "program.mlir").write_text(src.read_text())
    (d / "meta.json").write_text(json.dumps(
        {"finding_kind": "invalid-after-pass", "test": test.to_json(), "smith_version": "0.1.0"}))
    text = render_report(d, toolchain)
    message = "'tosa.pad' op expect input and output to have same element type, got 'i32' " \
        "and 'i8'"
    assert text.splitlines()[0] == ("# [mlir] tosa-optional-decompositions: error on "
                                    f"`tosa.depthwise_conv2d`: {message}")
    assert f"program.mlir:3:8: error: {message}" in text
    assert "#0 " not in text
    assert text.rstrip().endswith(f"`{message}`")


def test_report_of_an_unreduced_program_printing_floats(tmp_path, toolchain):
    """A finding without reduced/ whose @main prints floats itself (no checksum): the lines are
    shown as printed, the report says it is not reduced."""
    d = tmp_path / "f"
    d.mkdir()
    program = (FINDINGS / "arith_expand_after_tosa_to_linalg_minimum.mlir").read_text()
    (d / "program.mlir").write_text(program)
    ref = Step.of(f"builtin.module(func.func(arith-expand,tosa-to-linalg),{TAIL})")
    div = Step.of(f"builtin.module(func.func(tosa-to-linalg,arith-expand),{TAIL})")
    test = difference_test("wrong-code", ref, div)
    (d / "meta.json").write_text(json.dumps(
        {"finding_kind": "wrong-code", "test": test.to_json(), "smith_version": "0.1.0",
         "first_divergent_pass": "arith-expand",
         "known_id": "arith-expand-minimumf-maximumf-signed-zero"}))
    text = render_report(d, toolchain)
    assert "not reduced: run `smith finding reduce` first" in text
    assert "| 1 | element [0] of `tensor<2xf32>` from `tosa.minimum` | -0 | 0 **differs** |" \
        in text  # printed as f32 by the program itself: not read as checksum bits
    assert text.splitlines()[0] == "# [mlir] arith-expand (MaximumMinimumFOpConverter): wrong " \
        "result for `tosa.minimum` (f32): 0 instead of -0"
    assert "q=arith-expand+tosa.minimum+MaximumMinimumFOpConverter>" in text
    assert "Known bug `arith-expand-minimumf-maximumf-signed-zero`" in text


def test_uninit_report_commands_show_the_fresh_memory(toolchain, tmp_path):
    """An uninitialised read (the ``uninit`` test of a fill-pattern reduction): the pasted
    commands print the two outputs the table gives for the two fill bytes."""
    name = "scf_parallel_loop_fusion_transpose_conv_uninit_read"
    pipes = json.loads((FINDINGS / f"{name}.json").read_text())
    test = FindingTest("uninit", "wrong-code", Step.of(pipes["divergent"]),
                       Step.of(pipes["reference"]))
    d = tmp_path / "f"
    d.mkdir()
    (d / "program.mlir").write_text((FINDINGS / f"{name}.mlir").read_text())
    (d / "meta.json").write_text(json.dumps(
        {"finding_kind": "wrong-code", "test": test.to_json(), "smith_version": "0.1.0",
         "first_divergent_pass": "scf-parallel-loop-fusion"}))
    text = render_report(d, toolchain)
    assert text.splitlines()[0] == ("# [mlir] scf-parallel-loop-fusion: the lowering of "
                                    "`tosa.transpose_conv2d` reads uninitialised memory")
    assert "| element [0, 0, 3, 0] of `tensor<2x7x4x1xf16>` result 0 of `@compute` |" in text
    assert len(text.splitlines()) < 60
    res = _paste(text, toolchain, tmp_path / "w")
    assert res.returncode == 0, res.stderr
    assert res.stdout.split() == _printed(text, "expected") + _printed(text, "actual")
    assert _printed(text, "expected") != _printed(text, "actual")


def test_report_bug_cli_writes_report_md(fusion_report, tmp_path):
    d, _ = fusion_report
    res = subprocess.run([sys.executable, "-m", "smith", "report-bug", str(d)],
                         capture_output=True, text=True, timeout=600, env=dict(os.environ))
    assert res.returncode == 0, res.stderr
    assert (d / "report.md").read_text().startswith("# [mlir] affine-loop-fusion")
    bad = subprocess.run([sys.executable, "-m", "smith", "report-bug", str(tmp_path)],
                         capture_output=True, text=True, timeout=600, env=dict(os.environ))
    assert bad.returncode == 2
    assert "Traceback" not in bad.stderr
