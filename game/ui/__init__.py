"""Drawing and sound for the table: colours, card art, felt, fonts and sound effects.

Nothing here knows the rules; the scenes ask the engine and use these modules to show the answer.
"""
