/** The two login methods (spec §4): username with password, or mobile number with an SMS code. */
export const loginMethods = ['username', 'sms'] as const;
export type LoginMethod = (typeof loginMethods)[number];

/** The methods offered: the SMS method only when the mobile-code login flag is on. */
export function offeredLoginMethods(smsLoginFlag: boolean): LoginMethod[] {
  return smsLoginFlag ? ['username', 'sms'] : ['username'];
}

/** The method shown: the wanted one when offered, else username. */
export function activeLoginMethod(wanted: LoginMethod | undefined, smsLoginFlag: boolean): LoginMethod {
  return wanted && offeredLoginMethods(smsLoginFlag).includes(wanted) ? wanted : 'username';
}
