"""Quatorze at the table: the pieces only this game needs (choosing cards and laying melds,
the meld table's geometry, Arrange, its log lines), plugged in through its adapter
(``table.QuatorzeTable``)."""
