"""Display names (docs/api.md, "Player profile"): what a name may hold, and
the two uniqueness keys that make names that *look* the same clash.

- A name is 2-20 characters after NFC normalisation and trimming: letters of
  any script, combining marks (at most :data:`MARKS_MAX` on one letter or
  digit), decimal digits, single spaces and the punctuation of
  :data:`NAME_PUNCTUATION`, with at least one letter or digit.  Invisible
  characters (Unicode's ``Default_Ignorable_Code_Point``: joiners, variation
  selectors, Hangul fillers, bidi controls...) are refused, so no name
  renders blank or as another name plus something unseen.
- Uniqueness follows UTS #39 (Unicode Security Mechanisms, section 4
  "Confusable Detection"): the *skeleton* of a string maps every character to
  the prototype it may be confused with (Cyrillic ``а`` and Greek ``α`` to
  Latin ``a``, ``rn`` to ``m``...).  Two keys are kept, each under a unique
  index, and two names clash when either key is equal:

  - :func:`name_keys` ``[0]``: the skeleton of the NFKC case fold (so
    ``"Zoë"``/``"ZOË"`` and ``"Аlice"``/``"alice"`` clash);
  - ``[1]``: the skeleton of the case fold of the skeleton (so capitals that
    look alike across scripts clash: Cyrillic ``"НОВО"`` and Latin ``"HOBO"``).

  Default-ignorable characters are removed before either key (UTS #39
  revision 28, step 2 of the skeleton).  Both keys also drop the generic
  diacritics (:func:`strip_accents`: the marks of Unicode's "Combining
  Diacritical Marks" blocks, in NFD), so ``"Zoe O'Neil-Unal"`` clashes with
  ``"Zoë O'Neil-Ünal"``; the marks a script spells with (Devanagari vowel
  signs, Thai tone marks...) are kept.  The shown name keeps its accents
  (migration 0008 re-keyed the stored names).  The Unicode data (the property and
  the confusables table) come from ICU, through PyICU's ``icu`` module as
  packaged by ``pyicu-wheels`` (binary wheels with ICU bundled: no compiler
  nor system ICU needed to install the game).
- A key longer than :data:`KEY_MAX` characters (NFKC can expand one
  character into 18) is refused before it reaches the database (400
  ``bad_name``, reason ``name_too_long``): the columns hold :data:`KEY_MAX`.

Every refusal is 400 ``bad_name`` with a ``reason`` ``{"code", "params",
"rule"}`` the page turns into words (``name_length``, ``name_spaces``,
``name_char``, ``name_invisible``, ``name_marks``, ``name_no_alnum``,
``name_too_long``, ``name_not_text``) and a plain English ``message``.
"""

from __future__ import annotations

import threading
import unicodedata
from typing import Any

import icu

from .errors import ApiError, reason

NAME_MIN = 2
NAME_MAX = 20
#: Most combining marks on one letter or digit (e.g. ``ệ`` has two).
MARKS_MAX = 2
#: Longest uniqueness key stored (characters; the width of both key columns).
KEY_MAX = 160
#: Punctuation allowed in names besides spaces (ASCII, plus the typographic apostrophe).
NAME_PUNCTUATION = frozenset(".,'\u2019\"-_!?&()<>/:;#@+=*")

#: Unicode's ``Default_Ignorable_Code_Point`` characters (ICU's property data).
_IGNORABLE = frozenset(str(ch) for ch in icu.UnicodeSet("[:Default_Ignorable_Code_Point:]"))
_SPOOF = icu.SpoofChecker()
_SPOOF_LOCK = threading.Lock()


#: This module's refusal words (short) -> the reason codes the page words
#: (:data:`errors.SERVER_REASONS`).
_CODES = {
    "not_text": "name_not_text",
    "length": "name_length",
    "spaces": "name_spaces",
    "character": "name_char",
    "invisible": "name_invisible",
    "marks": "name_marks",
    "no_letter": "name_no_alnum",
    "too_long": "name_too_long",
}


def _bad(why: str, message: str, **params: Any) -> ApiError:
    """400 ``bad_name`` with ``reason`` ``{"code": "name_<why>", "params"}``."""
    return ApiError(400, "bad_name", message, reason=reason(_CODES[why], params))


def _shown(ch: str) -> str:
    return repr(ch) if ch.isprintable() else f"U+{ord(ch):04X}"


def is_ignorable(ch: str) -> bool:
    """Whether ``ch`` is a ``Default_Ignorable_Code_Point`` (renders as nothing)."""
    return ch in _IGNORABLE


#: The combining-mark blocks whose marks are accents on any letter (folded out
#: of the keys): Combining Diacritical Marks, its Extended and Supplement
#: blocks, the marks for symbols and the half marks.
_ACCENT_BLOCKS = (
    (0x0300, 0x036F),
    (0x1AB0, 0x1AFF),
    (0x1DC0, 0x1DFF),
    (0x20D0, 0x20FF),
    (0xFE20, 0xFE2F),
)


def _is_accent(ch: str) -> bool:
    code = ord(ch)
    return any(lo <= code <= hi for lo, hi in _ACCENT_BLOCKS)


def strip_accents(text: str) -> str:
    """``text`` in NFD without its generic diacritics (``"Zoë Ünal"`` ->
    ``"Zoe Unal"``; Cyrillic ``"й"`` -> ``"и"``); script-specific marks stay."""
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if not _is_accent(ch))


def skeleton(text: str) -> str:
    """The UTS #39 skeleton of ``text`` (NFD, confusables mapped, NFD), after
    removing default-ignorable characters; ICU's ``SpoofChecker``."""
    visible = "".join(ch for ch in text if ch not in _IGNORABLE)
    with _SPOOF_LOCK:
        return str(_SPOOF.getSkeleton(0, visible))


def name_keys(name: str, *, accents: bool = False) -> tuple[str, str]:
    """The two uniqueness keys of a (checked) name (see the module's doc):
    ``(skeleton(fold(name)), skeleton(fold(skeleton(name))))`` where ``fold``
    is the NFKC case fold and, unless ``accents`` (the keys before migration
    0008), :func:`strip_accents` of the name and of each key.  Either may
    exceed :data:`KEY_MAX`: :func:`check_name` refuses such names."""
    base = unicodedata.normalize("NFKC", "".join(ch for ch in name if not is_ignorable(ch)))
    plain = (lambda text: text) if accents else strip_accents

    def fold(text: str) -> str:
        return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())

    def key(text: str) -> str:
        return plain(skeleton(plain(text)))

    base = plain(base)
    return key(fold(base)), key(fold(skeleton(base)))


def name_key(name: str) -> str:
    """The first uniqueness key of ``name`` (:func:`name_keys` ``[0]``)."""
    return name_keys(name)[0]


def _check_marks(name: str) -> None:
    """At most :data:`MARKS_MAX` combining marks on each letter or digit,
    counted in NFD (``Á`` is ``A`` plus one mark), none on a space,
    punctuation or the start.

    Raises:
        ApiError: 400 ``bad_name``, reason ``marks``.
    """
    marks = 0
    on_base = False
    for ch in unicodedata.normalize("NFD", name):
        category = unicodedata.category(ch)
        if category[0] == "M":
            marks += 1
            if on_base and marks <= MARKS_MAX:
                continue
            raise _bad(
                "marks", f"a letter may carry at most {MARKS_MAX} accents or marks", max=MARKS_MAX
            )
        on_base = category[0] == "L" or category == "Nd"
        marks = 0


def check_name(raw: object) -> str:
    """The display name to store for ``raw``: NFC, trimmed.

    Raises:
        ApiError: 400 ``bad_name`` with ``reason`` saying which rule the name
            breaks (and ``min``/``max`` for ``length``, ``char`` for
            ``character``/``invisible``).
    """
    if not isinstance(raw, str):
        raise _bad("not_text", "the name must be text")
    name = unicodedata.normalize("NFC", raw).strip()
    length = len(name)
    if length < NAME_MIN or length > NAME_MAX:
        raise _bad(
            "length",
            f"a name has {NAME_MIN} to {NAME_MAX} characters (this one has {length})",
            min=NAME_MIN,
            max=NAME_MAX,
            length=length,
        )
    if "  " in name:
        raise _bad("spaces", "a name may not hold two spaces in a row")
    has_alnum = False
    for ch in name:
        if is_ignorable(ch):
            raise _bad(
                "invisible",
                f"a name may not hold invisible characters (U+{ord(ch):04X})",
                char=f"U+{ord(ch):04X}",
            )
        category = unicodedata.category(ch)
        if category[0] == "L" or category == "Nd":
            has_alnum = True
        elif not (category[0] == "M" or ch == " " or ch in NAME_PUNCTUATION):
            raise _bad(
                "character",
                f"a name may hold letters, digits, spaces and simple punctuation, not {_shown(ch)}",
                char=ch if ch.isprintable() else _shown(ch),
            )
    if not has_alnum:
        raise _bad("no_letter", "a name needs at least one letter or digit")
    _check_marks(name)
    if max(len(key) for key in name_keys(name)) > KEY_MAX:
        raise _bad("too_long", "this name is too long once its characters are written out in full")
    return name
