"""The grid game: n hand buckets (or an n-card deck) and a menu of bet sizes (pot 1, ante 1/2 each)."""
