// The calls of the lottery (spec's lottery gateway, /lgw/…): games, draws, orders.
export {};
