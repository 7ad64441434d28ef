// The calls of the agent area: team, reports, rebates, contracts, transfers, red envelopes.
export {};
