"""The lowering tables fitted to one MLIR release: the pass map and the optimisation
recommendations, each probed against the release's ``mlir-opt`` (passes it lacks are dropped,
:mod:`lowering.passmap`, :mod:`lowering.optrec`), with the known crashes.

:class:`ground.release.Release` is plain data (it travels to worker processes as JSON); what is
derived from it by running its tools lives here, one layer up, computed once per release and
process (:func:`fit_release`).
"""

from __future__ import annotations

import functools

import attrs

from ground.release import Release
from lowering.optrec import OptRecommender, load_optrec
from lowering.passmap import PassMap, load_passmap
from lowering.verdict import KnownCrash, load_known_crashes


@attrs.frozen
class ReleaseTables:
    """What ``lowering.run.program.run_program`` takes besides the program, for one release.

    Attributes:
        release: the release the tables are fitted to.
        passmap: the pass map fitted to the release's ``mlir-opt``.
        known: the known crashes (``lowering/known_crashes.json``).
        optrec: the optimisation recommendations fitted to the release's ``mlir-opt``.
    """

    release: Release
    passmap: PassMap = attrs.field(eq=False)
    known: tuple[KnownCrash, ...] = attrs.field(eq=False)
    optrec: OptRecommender = attrs.field(eq=False)


@functools.lru_cache(maxsize=4)
def fit_release(release: Release) -> ReleaseTables:
    """The tables of ``release``, loaded and probed once per process and release (a campaign
    worker fits them on its first program).

    Raises:
        ToolchainError: the release's ``mlir-opt`` cannot be run.
    """
    tc = release.toolchain
    return ReleaseTables(release=release, passmap=load_passmap(tc), known=load_known_crashes(),
                         optrec=load_optrec(tc))
