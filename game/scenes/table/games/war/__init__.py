"""Q Squared Joe War at the table: its adapter (``table.WarTable``) and what it composes."""
