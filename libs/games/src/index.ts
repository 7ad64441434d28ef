// Public entry of @wl/games.
