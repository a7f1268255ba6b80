"""The group of a difference that comes from an uninitialised read or is nondeterministic.

Such a difference says nothing about the pass where two lowering paths first part: every path
prints what fresh memory (or a register) happened to hold, so the "first divergent pass" a
bisection finds is whichever pass chance picked, and reducing it by that pass makes no progress
(issue 30). It is keyed instead by what :func:`lowering.findings.uninit.locate_uninit` finds, the
pass
that makes the read and the op that first uses the buffer read (:func:`group_key`):

- ``uninitialised read after P; buffer of U``: a pass ``P`` is named (``every-path``,
  ``after-pass`` of a nondeterministic program); ``U`` the op first using the fresh buffer read
  uninitialised after ``P`` (``lowering.findings.uninit.read_buffer``; the part is left out when no
  single buffer is found). The full key of :func:`uninit_key` (with the ops ``P`` changes, which
  differ from program to program) is what known bugs are matched against;
- ``uninitialised read in the program; buffer of U``: the program itself reads its fresh
  allocations (``input``: a bug of our generator);
- ``uninitialised read``: no pass named (``every-path``, ``divergent-path``);
- ``nondeterministic output``: the output changes from run to run and nothing is named.
"""

from __future__ import annotations

from pathlib import Path

import attrs

from ground.toolchain import Toolchain
from lowering.findings.localise import ops_changed
from lowering.findings.uninit import UninitReport, read_buffer
from lowering.passmap import PassMap, base_name
from lowering.pipeline import PassRunner
from lowering.verdict import KnownCrash, match_known

#: classifications of :func:`lowering.findings.uninit.locate_uninit` whose difference is grouped by
#: the
#: read (a nondeterministic program is grouped whatever its classification)
GROUPED = ("input", "every-path", "divergent-path")


@attrs.frozen
class UninitGroup:
    """The group of one difference (:func:`group_key`).

    Attributes:
        key: the group key (module docstring).
        full_key: :func:`uninit_key` when a pass is named (else the group key).
        pass_name: the pass that makes the read, or None.
        buffer_user: the op first using the buffer read uninitialised, or None.
        known_id: the known bug the full key (else the group key) matches, or None.
    """

    key: str
    full_key: str
    pass_name: str | None = None
    buffer_user: str | None = None
    known_id: str | None = None

    def to_json(self) -> dict:
        return attrs.asdict(self)


def grouped(un: UninitReport) -> bool:
    """The difference is grouped by the read: the read is on every path (or the program's),
    no pass could be named, or the divergent program is nondeterministic."""
    return un.classification in GROUPED or un.nondeterministic


def uninit_key(program: str, un: UninitReport, runner: PassRunner, pm: PassMap,
               tc: Toolchain, work: Path, entry: str, timeout: float) -> tuple[str, str | None]:
    """The key of an uninitialised read ``un`` names the pass of (``uninitialised read after P;
    ops O; buffer of U``) and ``U``: ``O`` the ops ``P`` changes, ``U`` the op that first uses
    the fresh buffer read uninitialised after ``P`` (``lowering.findings.uninit.read_buffer``; the
    part is left out when no single buffer is found). ``U`` tells apart two bugs of one pass
    (``one-shot-bufferize``: a partial ``vector.transfer_write``, the init of ``linalg.map``)."""
    assert un.pass_name is not None
    ops = ops_changed(runner, program, list(un.before), un.pass_name)
    key = f"uninitialised read after {base_name(un.pass_name)}; ops {','.join(ops)}"
    after = runner.run(program, [*un.before, un.pass_name])
    user = (read_buffer(after.ir or "", pm, runner, tc, work, entry, timeout)
            if after.ok else None)
    return (key + f"; buffer of {user}" if user else key), user


def group_key(program: str, un: UninitReport, runner: PassRunner, pm: PassMap, tc: Toolchain,
              work: Path, entry: str, timeout: float,
              known: tuple[KnownCrash, ...] = ()) -> UninitGroup:
    """The group of the difference of ``program`` that ``un`` (of :func:`grouped`) analysed
    (module docstring), its known bug among ``known`` (``known_wrong_code.json``); ``runner``
    runs the divergent path's passes, ``work`` is scratch, ``timeout`` seconds per run. The
    buffer is searched with :func:`lowering.findings.uninit.read_buffer` (``log2`` of the fresh
    allocations in fill tests). Never raises on a tool failure (the buffer part is left out)."""
    if un.pass_name is not None:
        full, user = uninit_key(program, un, runner, pm, tc, work, entry, timeout)
        key = f"uninitialised read after {base_name(un.pass_name)}" + (
            f"; buffer of {user}" if user else "")
        return UninitGroup(key, full, un.pass_name, user,
                           match_known(full, known) or match_known(key, known))
    if un.classification == "input":
        user = read_buffer(program, pm, runner, tc, work, entry, timeout)
        key = "uninitialised read in the program" + (f"; buffer of {user}" if user else "")
    elif un.classification in GROUPED:
        key, user = "uninitialised read", None
    else:
        key, user = "nondeterministic output", None
    return UninitGroup(key, key, None, user, match_known(key, known))
