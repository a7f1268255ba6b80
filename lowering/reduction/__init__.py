"""Reduction of a finding's program to a small reproducer: the reduction loop, its steps
and the IR editing helpers they use."""
