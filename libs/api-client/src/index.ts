// Public entry of @wl/api-client.
