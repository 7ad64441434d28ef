// The calls of the account area: login, free trial, logout and renewal, hand-off, registration, passwords, verification codes, two-step login, member info.
export {};
