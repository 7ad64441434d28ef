// The operator's calls (/ops/…, bearer operator token): switches, games, money, protection, content.
export {};
