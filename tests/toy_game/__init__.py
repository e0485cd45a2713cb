"""A sixth game made entirely inside the tests: Toy Go Out, the worked example of
docs/ADDING_A_GAME.md.

Nothing under ``game/`` knows it. Its rules (``rules``), state, actions and open facts, its
bot (``bot``), its table adapter (``table``) and its variant (``toy.yaml``) live here; a test
registers ``ENTRY`` with ``game.engine.registry.registered`` and points the players' variants
folder at a copy of ``toy.yaml``, and the game is then played like the other five.

The rules, 2–4 seats, 24 cards (ace to six of each suit): each seat is dealt ``hand`` cards,
one card is turned up on the discard pile, the rest is the stock. On your turn toss a hand
card of the top card's suit or rank onto the discard pile; when you cannot, draw from the
stock; when the stock is empty too, pass. Whoever tosses their last card wins. When every
seat passes in a row, the fewest cards wins. A seat scores the cards left in its hand.

The package imports nothing here: under the compiled engine its modules cannot load (see
``conftest.py``), and pytest imports this file before the conftest says so.
"""
