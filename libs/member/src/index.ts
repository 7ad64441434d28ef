// Public entry of @wl/member.
