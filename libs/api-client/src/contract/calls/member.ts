// The calls of the member's security centre, player protection and account activity.
export {};
