"""A whole number as a person types it, a flag gives it or a message carries it, read without
surprise. ``str.isdigit`` also takes ``²`` (which ``int`` refuses with a bare ``ValueError``) and
``int`` reads ``٣``, ``+3``, `` 3 `` and ``1_000``; and ``int`` of thousands of digits raises too.
The engine's notation has its own (``is_number``); the forms, ``q2j join``'s address, ``--size`` and
the table's readers of names and announcements use this one. (argparse's number flags catch
``int``'s ``ValueError`` themselves: ``terminal.arguments``.)"""

from __future__ import annotations


def whole_up_to(text: str, highest: int) -> int | None:
    """The whole number from 0 to ``highest`` that ``text`` is written as in ASCII digits, else
    ``None`` (no more digits than ``highest`` has, leading zeros counted).

    >>> [whole_up_to(text, 65535) for text in ("80", "065535", "65536", "²", "٣", "+1", " 1", "", "1_0")]
    [80, None, None, None, None, None, None, None, None]
    >>> whole_up_to("9" * 5000, 10**6), whole_up_to("0", 0)
    (None, 0)
    """
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(highest)):
        return None
    value = int(text)
    return value if value <= highest else None
