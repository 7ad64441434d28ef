// Public entry of @wl/ui-kit.
