// Public entry of @wl/session.
