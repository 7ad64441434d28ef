// The calls of the member's money: wallet, deposit, withdrawal, records, rewards and rebates, member-centre transfers.
export {};
