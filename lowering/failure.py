"""Triage of compiler and runtime failures: crash signatures with stack frames, failure classes,
signature hashes, and the float-exactness of a path.

Failure classes (``classify``):

- ``crash``: an assertion or a signal (mlir-opt or mlir-runner aborted / segfaulted);
- ``invalid-ir``: a pass produced IR that does not verify (confirmed by re-running with
  ``--verify-each=false`` and verifying the output separately);
- ``pass-failure``: a pass reported an error on valid input (``failed to legalize ...``);
- ``timeout``.

Crash signature (``full_signature``): the assertion line (else the first ``error:`` line) plus the
top 3 symbol names of the stack trace, with addresses, SSA names, paths and line numbers
normalised (``signature.normalize_message``). Frames of the signal machinery (PrintStackTrace,
SignalHandler, libc's raise/abort/__assert_fail) are skipped; argument lists are dropped, so
``{anon}::LoadOpLowering::matchAndRewrite`` stays stable across builds. When mlir-opt ran with
``--mlir-pass-pipeline-crash-reproducer`` it prints no stack, so the signature then has no
frames; :func:`lowering.pipeline.stack_of` re-runs the failing step without it to get them.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from ground.proc import ToolResult
from lowering.passmap import base_name
from lowering.signature import crash_kind, crash_signature, normalize_message

FLOAT_INEXACT_PATH = Path(__file__).with_name("float_inexact.json")

_FRAME = re.compile(r"^\s*#\d+\s+0x[0-9a-fA-F]+\s+(.*)$")
_SKIP_FRAME = re.compile(
    r"PrintStackTrace|SignalHandler|RunSignalHandlers|__pthread_kill|pthread_kill|\braise\b|"
    r"\babort\b|__assert_fail|_nl_load_domain|__libc_|^\(/|CrashRecoveryContext|"
    r"^0x[0-9a-fA-F]+$|libc\.so"
)


def _symbol(frame: str) -> str:
    """The symbol name of one stack frame line, argument lists and locations dropped."""
    s = frame.strip()
    s = re.sub(r"\s+\(/[^()]*\+0x[0-9a-fA-F]+\)$", "", s)  # (/path/libMLIR.so+0x...)
    s = re.sub(r"\s+\S+\.(?:cpp|h|c|inc|def):\d+(?::\d+)?$", "", s)  # File.cpp:0:0
    s = s.replace("(anonymous namespace)", "{anon}")
    depth, last_space = 0, -1
    for i, ch in enumerate(s):
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth = max(0, depth - 1)
        elif ch == " " and depth == 0:
            last_space = i  # a return type / qualifier before the name
        elif ch == "(" and depth == 0 and i > 0:
            s = s[:i]
            break
    s = s[last_space + 1 :] if 0 <= last_space < len(s) else s
    return s.strip()[:160]


def stack_frames(stderr: str, top: int = 3) -> list[str]:
    """The first ``top`` meaningful symbol names of an LLVM stack dump in ``stderr``."""
    out: list[str] = []
    for line in stderr.splitlines():
        m = _FRAME.match(line)
        if not m:
            continue
        body = m.group(1)
        if _SKIP_FRAME.search(body):
            continue
        sym = _symbol(body)
        if not sym or sym.startswith("0x"):
            continue
        out.append(sym)
        if len(out) >= top:
            break
    return out


_ASSERT_PARTS = re.compile(r"([\w.+-]+\.\w+):L: .*?(Assertion [`'].*[`'] failed\.?)")


def primary_line(result: ToolResult) -> str:
    """The assertion text (``File.cpp:L: Assertion `cond' failed.``, without the enclosing
    function's pretty name: the frames carry that) or the first error line, normalised
    (DuoReduce's oracle signature)."""
    sig = crash_signature(result)
    m = _ASSERT_PARTS.search(sig)
    return f"{m.group(1)}:L: {m.group(2)}" if m else sig


def full_signature(result: ToolResult, frames_from: str | None = None) -> str:
    """``primary line`` + `` @ frame1 < frame2 < frame3`` (frames when a stack was printed).

    Args:
        frames_from: stderr to take the frames from (a re-run without the crash reproducer).
    """
    sig = crash_signature(result)  # keeps the asserting function's pretty name
    frames = stack_frames(frames_from if frames_from is not None else result.stderr)
    if frames:
        sig += " @ " + " < ".join(normalize_message(f) for f in frames)
    return sig


def signature_hash(kind: str, signature: str) -> str:
    """A 12-hex-digit directory name for one (kind, signature)."""
    return hashlib.sha256(f"{kind}\n{signature}".encode()).hexdigest()[:12]


def is_crash(result: ToolResult) -> bool:
    """An assertion or a signal (not a plain error exit, not a timeout)."""
    return crash_kind(result) in ("assertion", "signal")


_VERIFIER_HINT = re.compile(r"error: '[\w.]+' op |failed to verify|verification failed|"
                            r"does not dominate|operand #\d+ does not")


def looks_like_verifier_error(stderr: str) -> bool:
    """Cheap pre-filter: the diagnostic has the shape of a verifier message."""
    return bool(_VERIFIER_HINT.search(stderr))


# ---- float exactness -----------------------------------------------------------------------

def load_float_inexact(path: str | Path | None = None) -> tuple[str, ...]:
    """Pass texts/base names that may change float results by rounding (reassociation,
    contraction, approximations, emulation); see ``float_inexact.json``."""
    data = json.loads(Path(path or FLOAT_INEXACT_PATH).read_text())
    return tuple(e["pass"] for e in data["passes"])


def path_is_bit_exact(passes: tuple[str, ...] | list[str], inexact: tuple[str, ...]) -> bool:
    """False when a pass of the path matches an entry of the inexact list: an entry with
    options (``a{b}``) matches when the pass text contains those options; a bare name matches
    the base name."""
    for p in passes:
        for e in inexact:
            if "{" in e:
                name, opts = e.split("{", 1)
                if base_name(p) == name and all(o in p for o in opts.rstrip("}").split()):
                    return False
            elif base_name(p) == e:
                return False
    return True


_FLOAT_TYPE = re.compile(r"\b(?:f16|bf16|f32|f64|f8E\w+|tf32)\b")


def has_floats(program_text: str) -> bool:
    """The program mentions a float type (so rounding can matter)."""
    return bool(_FLOAT_TYPE.search(program_text))


def outputs_close(a: str, b: str, rel_tol: float) -> bool:
    """Line-by-line comparison with a relative tolerance on lines that parse as floats; other
    lines (i64 checksums, text) must be equal. ``rel_tol == 0`` means bit-exact text."""
    if rel_tol <= 0:
        return a == b
    la, lb = a.splitlines(), b.splitlines()
    if len(la) != len(lb):
        return False
    for x, y in zip(la, lb):
        if x == y:
            continue
        try:
            fx, fy = float(x), float(y)
        except ValueError:
            return False
        if re.fullmatch(r"\s*-?\d+\s*", x) and re.fullmatch(r"\s*-?\d+\s*", y):
            return False  # integers (checksums) are never "close"
        if fx != fx and fy != fy:
            continue
        if abs(fx - fy) > rel_tol * max(abs(fx), abs(fy)):
            return False
    return True
