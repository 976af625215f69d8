"""Command line: explain a trick, or print the trump ladder, in any catalogue language.

    python -m hasen_widget explain "A♥ J♦ J♥ Joker" --trump hearts [--lang el] [--seats "S W N E"]
    python -m hasen_widget ladder --trump spades [--lang ko]
    python -m hasen_widget follow --hand "J♦ 9♣ A♠" --trick "Q♥" --trump hearts
    python -m hasen_widget site build --out DIR [--notebooks PATH [--with-lessons]]   (needs the [site] extra)
    python -m hasen_widget class [--host 127.0.0.1] [--port 8765] [--deals FILE] [--db FILE] [--lang en]
        (needs the [class] extra)

Bad input (an unknown card, a card twice, no trump, an unknown language) gets a
one-line error on stderr and exit status 2. Only the engine and
``hasen_widget.explain`` are imported: no Jupyter.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

__all__ = ["main"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # One line, as the issue asks: no usage block in front of it.
        self.exit(2, f"{self.prog}: error: {message}\n")


def _parser() -> _Parser:
    p = _Parser(prog="python -m hasen_widget", description="Explain the rules of Hasenpfeffer.")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    ex = sub.add_parser("explain", help="who wins a trick, and why each other card lost")
    ex.add_argument("cards", help='the cards in the order played, the lead first: "A♥ J♦ J♥ Joker"')
    ex.add_argument("--trump", required=True, help="the trump suit: hearts, H or ♥")
    ex.add_argument("--seats", help='who played each card, in the same order: "S W N E"')
    ld = sub.add_parser("ladder", help="the order of the cards under a trump")
    ld.add_argument("--trump", required=True, help="the trump suit: spades, S or ♠")
    fo = sub.add_parser("follow", help="which cards of a hand may not be played to a trick, and why")
    fo.add_argument("--hand", required=True, help='your cards: "J♦ 9♣ A♠"')
    fo.add_argument("--trick", required=True, help='the cards already played, the lead first: "Q♥"')
    fo.add_argument("--trump", required=True, help="the trump suit")
    for q in (ex, ld, fo):
        q.add_argument("--lang", help="language of the explanation (en, el, ko, …); default en")
    return p


def main(argv: "Sequence[str] | None" = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["site"]:
        return _site(argv[1:])
    if argv[:1] == ["class"]:
        return _class(argv[1:])
    parser = _parser()
    args = parser.parse_args(argv)
    # lazy, here and in each sub-command below: a command loads only what it runs (its start-up).
    from .cards import CardError, Suit, parse_cards
    from .explain import explain_trick, explain_unplayable, ladder, render
    from .explain.catalog import normalize_language

    try:
        # Per call, not set_language: main() may run inside a longer-lived process.
        lang = None if args.lang is None else normalize_language(args.lang)
        trump = Suit.parse(args.trump)
        if args.command == "ladder":
            print(ladder(trump).text(lang))
            return 0
        if args.command == "follow":
            hand, trick = parse_cards(args.hand), parse_cards(args.trick)
            _no_repeats(hand + trick)
            if not trick:
                raise CardError("the trick is empty: name at least the card that was led")
            bad = explain_unplayable(hand, trick, trump)
            for reason in bad.values():
                print(render(reason, lang))
            return 0
        cards = parse_cards(args.cards)
        _no_repeats(cards)
        seats = None if args.seats is None else args.seats.replace(",", " ").upper().split()
        print(explain_trick(cards, trump, seats=seats).render(lang))
        return 0
    except (CardError, ValueError) as e:
        parser.error(str(e).splitlines()[0])


def _no_repeats(cards) -> None:
    from .cards import CardError

    seen = set()
    for c in cards:
        if c in seen:
            raise CardError(f"{c} is given twice: each card is in the deck once")
        seen.add(c)


def _site(argv: "Sequence[str]") -> int:
    """``site build --out DIR [--notebooks PATH [--with-lessons]]``: the course as a static
    JupyterLite site. A build that fails says why, whole, and leaves DIR as it was."""
    p = _Parser(prog="python -m hasen_widget site", description="Build the lessons as a static site.")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    b = sub.add_parser("build", help="build the site into a folder of static files")
    b.add_argument("--out", required=True, help="the folder to write (new, empty, or a site built before)")
    b.add_argument("--notebooks", help="a folder of notebooks to publish instead of the lessons")
    b.add_argument(
        "--with-lessons",
        action="store_true",
        help="publish the lessons too, with --notebooks in a folder beside them",
    )
    args = p.parse_args(argv)
    try:
        from .site import SiteError, build_site
    except ImportError as e:
        p.error(f"{e.name} is missing: pip install 'hasen-widget[site]'")
    import subprocess

    try:
        site = build_site(
            args.out,
            args.notebooks,
            with_lessons=args.with_lessons,
            log=lambda line: print(line, file=sys.stderr),
        )
    except (SiteError, ValueError, RuntimeError, OSError, subprocess.CalledProcessError) as e:
        p.error(str(e))  # whole: a tool's failure is several lines
    print(
        f"Built {len(site.lessons)} notebooks into {site.out} ({site.megabytes:.0f} MB, {site.seconds:.0f} s)."
    )
    print(f"Serve it:  python -m http.server --directory {site.out} --bind 127.0.0.1 8000")
    print("then open  http://127.0.0.1:8000/  (the start page: every lesson, and how to run a cell)")
    return 0


def _class(argv: "Sequence[str]") -> int:
    """``class``: serve a class (students' join link, the teacher's dashboard) until Ctrl-C."""
    p = _Parser(prog="python -m hasen_widget class", description="Teach a class: every table on one server.")
    p.add_argument(
        "--host", default="127.0.0.1", help="the address to listen on (0.0.0.0: the room's network)"
    )
    p.add_argument("--port", type=int, default=8765, help="the port (default 8765)")
    p.add_argument("--deals", help="a file of prepared deals, in the notation of lesson 8 (default: seeded)")
    p.add_argument(
        "--db", default="hasen-class.sqlite", help="the class's SQLite file (a restart resumes it)"
    )
    p.add_argument("--lang", default="en", help="the class's language: en, el or ko")
    p.add_argument("--seed", type=int, default=1, help="the seed of the deals when there is no --deals file")
    p.add_argument("--count", type=int, default=8, help="how many seeded deals (default 8)")
    p.add_argument("--tables", type=int, default=0, help="tables of four to open at the start")
    p.add_argument("--pace", type=float, default=0.8, help="seconds between computer moves")
    p.add_argument("--linger", type=float, default=2.5, help="seconds a finished trick stays in view")
    args = p.parse_args(argv)
    try:
        import asyncio

        from .classroom.cli import run_class
        from .deal import DealError
        from .explain.catalog import normalize_language
    except ImportError as e:
        if e.name not in ("starlette", "uvicorn", "segno", "websockets"):
            raise
        p.error(f"{e.name} is missing: pip install 'hasen-widget[class]'")
    try:
        lang = normalize_language(args.lang)
        from .classroom.deals import read_deals

        deals = read_deals(args.deals) if args.deals else None
        if not 1 <= args.count <= 200 or not 0 <= args.tables <= 50:
            raise ValueError("--count is 1 to 200 and --tables 0 to 50")
    except (DealError, ValueError, OSError) as e:
        p.error(str(e).splitlines()[0])
    try:
        asyncio.run(run_class(args, lang, deals))
    except KeyboardInterrupt:
        pass
    except OSError as e:
        p.error(str(e).splitlines()[0])
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
