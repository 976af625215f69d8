"""Frozen copies of past players, kept only as yardsticks for the benchmarks.

A benchmark that says "the expert beats the search player of issue 20" must keep
measuring against *that* player, even as the package's own players change. Each module
here names the commit it copies (:mod:`.search_d2d401cc`); none is part of the package.

>>> from benchmarks.baselines import IssueTimeSearchPlayer
>>> IssueTimeSearchPlayer.commit
'd2d401cc'
"""

from .search_d2d401cc import IssueTimeSearchPlayer

__all__ = ["IssueTimeSearchPlayer"]
