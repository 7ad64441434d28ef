// Public entry of @wl/agent.
