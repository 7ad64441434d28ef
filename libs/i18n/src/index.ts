// Public entry of @wl/i18n.
