"""Registers every judge of the ``judges`` package in :data:`lowering.run.judges.JUDGES` (the
judges of lowering itself register with :mod:`lowering.run.program`): ``tv`` (translation
validation, :mod:`judges.tv.run_steps`) and ``tosa-ref`` (the TOSA reference model,
:mod:`judges.tosa_ref.run_judge`). The command line imports this module; a new judge of this
package adds its module here."""

from __future__ import annotations

import judges.tosa_ref.run_judge  # noqa: F401  (registers tosa-ref)
import judges.tv.run_steps  # noqa: F401  (registers tv)
import lowering.run.program  # noqa: F401  (registers check, false-alarm)
from lowering.run.judges import JUDGES
from lowering.run_options import JUDGE_FIELDS

#: the names of every registered judge (``--judge NAME``), in the order of
#: :data:`lowering.run_options.JUDGE_FIELDS`
NAMES = tuple(n for n in JUDGE_FIELDS if n in JUDGES)
