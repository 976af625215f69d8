"""Catalogues: the ``.po`` files under ``hasen_widget/locale``, read on first use.

Layout: ``hasen_widget/locale/<lang>/LC_MESSAGES/<domain>.po``. Every ``.po`` file
found there is loaded, whatever its domain (``hasen`` for this module, ``bots`` for
the computer players' reasons…); adding a language is adding a directory with its
catalogues, nothing else.

How they are loaded, and why: the ``.po`` text is the only file kept. On the first
message asked for in a language, Babel's ``read_po`` parses each catalogue and
Babel's ``write_mo`` compiles it *in memory*; the standard library's
``gettext.GNUTranslations`` then serves lookups and plural forms (the
``Plural-Forms`` header, which a test checks against Babel's CLDR plural data).
So there is no build step to forget and no committed ``.mo`` that can fall out of
date with its ``.po``; the price, about a tenth of a second per language once per
process, is paid at the first render and never at import (``import
hasen_widget.explain`` does not import Babel).

Message ids are keys (``"trick.lose.lower_trump"``), not English sentences, so the
English catalogue is a catalogue like any other and a missing message is detected,
not silently shown in English.

>>> get_language()
'en'
>>> lookup("rank.A", "en")
'ace'
"""

from __future__ import annotations

import gettext
import io
import threading
from pathlib import Path

from ..cards import ascii_lower, quote
from .registry import is_plural

__all__ = [
    "LOCALE_DIR",
    "available_languages",
    "set_language",
    "get_language",
    "normalize_language",
    "lookup",
    "lookup_plural",
    "has_message",
    "po_files",
    "MissingMessage",
    "reload",
]

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DEFAULT_LANGUAGE = "en"

_language = DEFAULT_LANGUAGE
_lock = threading.Lock()
_loaded: dict[str, list[gettext.GNUTranslations]] = {}
_normalized: dict[str, str] = {}  # what a language name was read as
_texts: dict[tuple[str, str], str] = {}  # (lang, key) -> text, once looked up
_languages: "tuple[Path, list[str]] | None" = None


class MissingMessage(LookupError):
    """A message that no catalogue of the language holds."""


def po_files(lang: "str | None" = None) -> list[Path]:
    """Every catalogue file, of one language or of all, sorted."""
    pattern = f"{lang}/LC_MESSAGES/*.po" if lang else "*/LC_MESSAGES/*.po"
    return sorted(LOCALE_DIR.glob(pattern))


def available_languages() -> list[str]:
    """The languages that have at least one catalogue: English first (the default, and
    the first choice of a language menu), then the others in alphabetical order.

    >>> available_languages()
    ['en', 'el', 'ko']
    """
    if _languages is None or _languages[0] != LOCALE_DIR:
        found = {p.parent.parent.name for p in po_files()}
        order = sorted(found, key=lambda lang: (lang != DEFAULT_LANGUAGE, lang))
        globals()["_languages"] = (LOCALE_DIR, order)
    return list(_languages[1])


def normalize_language(lang: str) -> str:
    """``"el_GR"``, ``"el-gr"`` and ``"EL"`` all mean ``"el"``; an unknown language is refused
    with the list of those available."""
    known = _normalized.get(lang) if isinstance(lang, str) else None
    if known is not None:
        return known
    # A language tag is short ASCII (BCP 47: "el-GR", "ko_KR"): longer text is refused
    # unread, and case is folded on ASCII letters only ("K", the Kelvin sign, is not "k").
    if not isinstance(lang, str) or not lang.strip() or len(lang) > 35 or not lang.isascii():
        raise ValueError(f"a language is a code such as 'en', 'el' or 'ko', not {quote(lang)}")
    langs = available_languages()
    key = ascii_lower(lang.strip().replace("-", "_"))
    for candidate in (key, key.split("_")[0]):
        for have in langs:
            if ascii_lower(have) == candidate:
                _normalized[lang] = have
                return have
    raise ValueError(f"no catalogue for language {quote(lang)}; available: {', '.join(sorted(langs))}")


def set_language(lang: str) -> None:
    """Set the language used when a call does not name one (``render(reason)``)."""
    global _language
    _language = normalize_language(lang)


def get_language() -> str:
    """The default language, ``"en"`` unless :func:`set_language` changed it."""
    return _language


def _load(lang: str) -> list[gettext.GNUTranslations]:
    got = _loaded.get(lang)
    if got is not None:
        return got
    with _lock:
        if lang in _loaded:
            return _loaded[lang]
        # Babel at the first message of a language, never at import (this module's docstring).
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        out = []
        for path in po_files(lang):
            with open(path, "rb") as f:
                catalog = read_po(f, locale=lang, domain=path.stem)
            buf = io.BytesIO()
            write_mo(buf, catalog)
            buf.seek(0)
            out.append(gettext.GNUTranslations(buf))
        _loaded[lang] = out
        return out


def reload() -> None:
    """Forget the catalogues read so far (after editing a ``.po`` file in a live session)."""
    global _languages
    with _lock:
        _loaded.clear()
        _normalized.clear()
        _texts.clear()
        _languages = None


def _find(lang: str, key: str) -> "gettext.GNUTranslations | None":
    # A key is never its own translation, so gettext handing the key back means "absent".
    for t in _load(lang):
        if t.gettext(key) != key or t.ngettext(key, key, 1) != key:
            return t
    return None


def has_message(key: str, lang: str) -> bool:
    return _find(lang, key) is not None


def lookup(key: str, lang: str) -> str:
    """The text of message ``key`` in ``lang``, named by the caller (the session's language,
    :func:`get_language`, is chosen a level up, where a call may leave ``lang`` out).

    A message missing in that language falls back to English; missing there too it
    raises :class:`MissingMessage` (the catalogue test keeps that from happening).

    >>> lookup("rank.K", "el"), lookup("seat.N.label", "ko")
    ('ρήγας', '북')
    """
    text = _texts.get((lang, key))
    if text is not None:
        return text
    for code in (lang, DEFAULT_LANGUAGE):
        t = _find(code, key)
        if t is not None:
            # A message with plural forms gives its general ("other") form here.
            text = t.ngettext(key, key, 2) if is_plural(key) else t.gettext(key)
            _texts[(lang, key)] = text
            return text
    raise MissingMessage(f"no catalogue has the message {key!r}")


def lookup_plural(key: str, n: int, lang: str) -> str:
    """The plural form of ``key`` that the language's plural rule picks for ``n``.

    >>> lookup_plural("count.tricks", 1, "en"), lookup_plural("count.tricks", 3, "en")
    ('{n} trick', '{n} tricks')
    """
    for code in (lang, DEFAULT_LANGUAGE):
        t = _find(code, key)
        if t is not None:
            return t.ngettext(key, key, n)
    raise MissingMessage(f"no catalogue has the message {key!r}")
