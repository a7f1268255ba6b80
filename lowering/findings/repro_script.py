"""A finding's test as a POSIX sh script (``repro.sh``): the same commands and comparison as
:meth:`lowering.findings.finding_test.Oracle.check`, runnable without smith and usable as an
``mlir-reduce``
interestingness test."""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from pathlib import Path

from ground.fsutil import atomic_write
from ground.toolchain import Toolchain
from lowering.execute import runner_argv
from lowering.findings.finding_test import FindingTest, opt_argv
from lowering.findings.uninit import script_lines


def _sh(argv: Sequence[str], subst: dict[str, str]) -> str:
    """``argv`` as sh words: words in ``subst`` become its (unquoted) value, others quoted."""
    return " ".join(subst[a] if a in subst else shlex.quote(a) for a in argv)


def script(test: FindingTest, toolchain: Toolchain, program: str = "program.mlir") -> str:
    """``repro.sh``: the commands and comparison of ``Oracle.check`` as a POSIX sh script.

    Exit 1 when the finding reproduces, 0 when it does not (a message on stderr says why). The
    program is the last argument, default ``program`` next to the script, so the script is also
    an ``mlir-reduce`` interestingness test. ``MLIR_OPT`` / ``MLIR_RUNNER`` override the tools.
    """
    opt = _sh(opt_argv(toolchain, "@F", "@P", "@O"),
              {str(toolchain.mlir_opt): '"$MLIR_OPT"', "@F": '"$f"',
               "--pass-pipeline=@P": '"--pass-pipeline=$2"', "@O": '"$T/$1.ll.mlir"'})
    run = _sh(runner_argv(toolchain, Path("@O"), test.entry),
              {str(toolchain.mlir_runner): '"$MLIR_RUNNER"', "@O": '"$T/$1.ll.mlir"'})
    nosym = "" if test.symbolize else "LLVM_DISABLE_SYMBOLIZATION=1 "
    limit = f"timeout {test.timeout:g} " if test.timeout is not None else ""
    opt_limit = limit if test.kind in ("compile", "verify") else ""
    run_limit = limit if test.kind == "run" else ""
    lines = [
        "#!/bin/sh",
        f"# smith {test.finding_kind} finding, MLIR {toolchain.version()}: exit 1 when it "
        "reproduces, 0 when it does not.",
        f"# Usage: repro.sh [CANDIDATE.mlir]  (default: {program} next to this script).",
        "# The test `smith replay` and `smith finding reduce` run; an mlir-reduce test as well:",
        f"#   mlir-reduce {program} -reduction-tree='traversal-mode=0 test=./repro.sh'",
        'HERE="$(cd "$(dirname "$0")" && pwd)"',
        f'f="$HERE/{program}"',
        'for a in "$@"; do f="$a"; done',
        f'MLIR_OPT="${{MLIR_OPT:-{toolchain.mlir_opt}}}"',
        f'MLIR_RUNNER="${{MLIR_RUNNER:-{toolchain.mlir_runner}}}"',
        'T="$(mktemp -d)"',
        "trap 'rm -rf \"$T\"' EXIT",
        'not_reproduced() { echo "not reproduced: $1" >&2; exit 0; }',
        'reproduced() { echo "reproduced: $1" >&2; exit 1; }',
        f"lower() {{ {opt_limit}{nosym}{opt}; }}  # NAME PIPELINE",
        f"run() {{ {run_limit}{run}; }}  # NAME",
    ]
    if test.kind == "uninit":
        assert test.step is not None
        return "\n".join(lines + script_lines(test.step.pipeline, test.reference.pipeline
                                                if test.reference else None)) + "\n"
    if test.kind == "difference":
        assert test.reference is not None
        assert test.step is not None
        lines += [
            "mask() { sed -e 's/base@ = 0x[0-9a-fA-F]*/base@ = 0x?/g' -e 's/[[:space:]]*$//' "
            '"$T/$1.out" > "$T/$1.txt"; }',
            f"lower reference {shlex.quote(test.reference.pipeline)} || "
            'not_reproduced "the reference path fails to lower"',
            'run reference > "$T/reference.out" || '
            'not_reproduced "the reference path fails to run"',
            f"lower divergent {shlex.quote(test.step.pipeline)} || "
            'not_reproduced "the divergent path fails to lower"',
            'run divergent > "$T/divergent.out" || '
            'not_reproduced "the divergent path fails to run"',
            "mask reference",
            "mask divergent",
            'diff "$T/reference.txt" "$T/divergent.txt" >&2 && not_reproduced "the outputs agree"',
            'reproduced "the outputs differ (< reference, > divergent)"',
        ]
        return "\n".join(lines) + "\n"
    if test.kind == "verify":
        lines.append(f'{opt_limit}{nosym}"$MLIR_OPT" "$f" -o /dev/null 2> "$T/log"; rc=$?')
    elif test.kind == "compile":
        assert test.step is not None
        lines.append(f'lower x {shlex.quote(test.step.pipeline)} 2> "$T/log"; rc=$?')
    else:
        assert test.step is not None
        lines += [f"lower x {shlex.quote(test.step.pipeline)} || "
                  'not_reproduced "the pipeline fails before the program runs"',
                  'run x > "$T/log" 2>&1; rc=$?']
    lines.append('cat "$T/log" >&2')
    if test.timeout is not None:
        lines += ['[ $rc -eq 124 ] && reproduced "it times out"',
                  'not_reproduced "it finishes in time"']
    else:
        lines.append('[ $rc -eq 0 ] && not_reproduced "it succeeds"')
        if test.needle is not None:
            lines.append(f'grep -qF -- {shlex.quote(test.needle)} "$T/log" || '
                         'not_reproduced "it fails without the text of the finding\'s signature"')
        lines.append('reproduced "it fails (exit $rc)"')
    return "\n".join(lines) + "\n"


def write_test(d: Path, test: FindingTest, toolchain: Toolchain,
               program: str = "program.mlir", name: str = "repro.sh") -> None:
    """Write ``d/name`` (:func:`script`), executable."""
    atomic_write(d / name, script(test, toolchain, program), executable=True)
