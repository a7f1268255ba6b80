"""Small text helpers shared by the C++ miner (extract/) and the pass-pipeline parser
(lowering/)."""

from __future__ import annotations


def split_top(text: str, sep: str = ",", opens: str = "<(", closes: str = ">)") -> list[str]:
    """Split ``text`` on ``sep`` where no bracket of ``opens``/``closes`` is open; parts are
    stripped and a trailing empty part is dropped.

    E.g. ``split_top("a<b, c>, d")`` -> ``["a<b, c>", "d"]``; pass pipelines use
    ``opens="({", closes=")}"``.
    """
    out: list[str] = []
    depth, cur = 0, []
    for ch in text:
        if ch in opens:
            depth += 1
        elif ch in closes:
            depth -= 1
        if ch == sep and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out
