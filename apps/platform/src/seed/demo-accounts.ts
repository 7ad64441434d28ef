/**
 * Demo accounts created in every (non-trial) merchant when not in production mode.
 * Type 0 is a real member; type 1 is an agent (members whose type is not 0, 4 or 40).
 */
export const demoAccounts = [
  { username: 'demo', password: 'Demo1234!', type: 0, nickname: 'Demo Player', role: 'member' },
  { username: 'agent01', password: 'Agent1234!', type: 1, nickname: 'Demo Agent', role: 'agent' },
] as const;
