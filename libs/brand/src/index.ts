// Public entry of @wl/brand.
