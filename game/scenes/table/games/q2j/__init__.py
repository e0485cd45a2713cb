"""Q Squared Joe at the table: its adapter (``table.Q2JTable``) and what it composes."""
