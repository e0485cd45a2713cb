"""The table's join code and the seats' secret tokens.

A join code is short enough to read across a room, from an alphabet without look-alikes
(no 0/O, 1/I/L, 5/S, 2/Z); a token is 192 random bits, held by one seat's player. Both are
compared in constant time, so timing tells a guesser nothing.

>>> len(new_code()), set(new_code()) <= set(ALPHABET)
(6, True)
>>> normal_code(" k7m-p9q ")
'K7MP9Q'
"""

from __future__ import annotations

import hmac
import secrets

ALPHABET = "346789ABCDEFGHJKMNPQRTUVWXY"
CODE_LENGTH = 6
TOKEN_BYTES = 24  # 192 bits; urlsafe base64 makes 32 characters


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A code as typed: case, spaces and dashes do not matter."""
    return "".join(char for char in text.upper() if char not in " -")


def check_code(code: str) -> str:
    """``code`` in its normal form if it could be a join code, else a ``ValueError`` saying why."""
    normal = normal_code(code)
    if len(normal) != CODE_LENGTH or any(char not in ALPHABET for char in normal):
        raise ValueError(f"a join code is {CODE_LENGTH} characters from {ALPHABET}, got {code[:20]!r}")
    return normal


def same_code(given: str, expected: str) -> bool:
    return hmac.compare_digest(normal_code(given).encode(), expected.encode())


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def same_token(given: str, expected: str) -> bool:
    return hmac.compare_digest(given.encode(), expected.encode())
