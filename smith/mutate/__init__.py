"""Mutation of seed programs from the specs (issue 31): operators registered by name
(:data:`OPERATORS`) edit the parsed raw form of a seed, drawing every choice from one
``Draw``; each mutant is verified, UB-fixed and checksummed like a generated program, and its
header lets ``smith replay`` rebuild it byte for byte (:func:`replay_mutant`)."""

from smith.mutate import edits as _edits  # noqa: F401  (registration)
from smith.mutate import insert as _insert  # noqa: F401  (registration)
from smith.mutate import wrap as _wrap  # noqa: F401  (registration)
from smith.mutate.engine import (
    RAW_RECIPES,
    Outcome,
    donors_of,
    mutate,
    raw_form,
    raw_recipe,
    replay_mutant,
    seed_sha256,
)
from smith.mutate.registry import OPERATORS, MutationContext, operator

__all__ = ["OPERATORS", "RAW_RECIPES", "MutationContext", "Outcome", "donors_of", "mutate",
           "operator", "raw_form", "raw_recipe", "replay_mutant", "seed_sha256"]
