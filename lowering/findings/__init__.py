"""Findings and their triage: the finding store and reproducers, localisation to a pass,
uninitialised reads, traps, false alarms, known-bug confirmation and bug reports."""
