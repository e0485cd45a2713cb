"""Crazy Jokers: a contract game for 2–4 players (seed: crazy-jokers.txt).

Built so far: the contracts (``contracts``). The rules object comes next.
"""
