"""Reading open facts back (``setup`` from a view or a scenario file): a fact that is a list
may arrive as a list, a tuple, one value, or words in a string."""

from __future__ import annotations


def fact_list(value: object) -> list[object]:
    """``value`` as a list: ``None`` is empty, a string is split into words.

    >>> fact_list("QH 5D"), fact_list([1, 2]), fact_list(3), fact_list(None)
    (['QH', '5D'], [1, 2], [3], [])
    """
    if value is None:
        return []
    if isinstance(value, str):
        words: list[object] = list(value.split())
        return words
    if isinstance(value, list | tuple):
        return list(value)
    return [value]
