"""Quatorze: a two-deck rummy with jokers, melds on the table and points."""
