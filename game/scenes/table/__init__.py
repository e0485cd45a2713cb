"""The card table: layout, display model, animation, input, bots and drawing, one job per module."""
