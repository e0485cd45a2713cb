"""Crazy Jokers at the table: the pieces only this game needs (its zones' places, its gestures,
its words, the declaration panel and the contract readouts), kept apart from the shared table."""
