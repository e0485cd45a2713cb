"""Q Squared Joe NG at the table: its adapter (``table.NGTable``) and what it composes."""
