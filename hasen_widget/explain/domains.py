"""The one list of the modules that register reason codes, loaded by one call.

A module registers its codes (``registry.register_reason``, ``declare_facts``) when it is
imported. This package's own (the ``hasen`` and ``learner`` domains, and the kind of each
fact they carry) are imported here at the top, so ``import hasen_widget.explain`` has them;
the computer players' (``bots``, ``move``, ``advice``) are imported by :func:`load_codes`,
which the renderer calls before its first sentence. The page-text domains (``site``,
``classroom``, ``present``) are not reasons: the modules that say them register them
(``hasen_widget.site.words``, ``hasen_widget.classroom.words``,
``hasen_widget.table.present_text``).

The boundary (:func:`hasen_widget.view.private_facts`) never calls :func:`load_codes`: it
reads the declarations of the codes loaded so far, and a code nobody loaded counts as
private. Every reason a player gives was made by a module that registered its code.

>>> load_codes()
>>> from hasen_widget.explain.registry import registered
>>> sorted({s.domain for s in registered(reasons_only=True).values()} & {"hasen", "learner", "bots", "advice"})
['advice', 'bots', 'hasen', 'learner']
"""

from __future__ import annotations

# Imported for what they register: the hasen domain's codes, the kind of each fact they
# carry (fact_kinds reads the codes, so it comes second), the learner domain's codes.
from . import codes, fact_kinds, learner_codes  # noqa: F401

__all__ = ["load_codes"]

_loaded = False


def load_codes() -> None:
    """Register every reason code a sentence may be asked for: this package's and the
    computer players'. Cheap after the first call."""
    global _loaded
    if _loaded:
        return
    # Here, not at the top: the players' modules import .registry, so importing them while
    # this package loads would be a cycle; and the boundary (view.py), which imports the
    # registry, must not load the players.
    from ..players import advice_messages, messages  # noqa: F401 - bots and move.*, advice

    _loaded = True
