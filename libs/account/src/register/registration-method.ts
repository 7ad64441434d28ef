/** How a visitor registers: by username, or by mobile number (spec §4 "Registration method"). */
export type RegistrationMethod = 'username' | 'mobileNum';

export interface RegistrationFlags {
  USERNAMEREG3: boolean;
  MOBILENUMREG3: boolean;
}

/** The methods offered, in toggle order. With neither flag on, username registration stays available. */
export function offeredRegistrationMethods(flags: RegistrationFlags): RegistrationMethod[] {
  const methods: RegistrationMethod[] = [];
  if (flags.USERNAMEREG3) methods.push('username');
  if (flags.MOBILENUMREG3) methods.push('mobileNum');
  return methods.length > 0 ? methods : ['username'];
}

/** Default: mobileNum when only mobile registration is enabled, otherwise username. */
export function defaultRegistrationMethod(flags: RegistrationFlags): RegistrationMethod {
  return flags.MOBILENUMREG3 && !flags.USERNAMEREG3 ? 'mobileNum' : 'username';
}

/** The toggle shows only when both methods are enabled. */
export function showsRegistrationToggle(flags: RegistrationFlags): boolean {
  return flags.USERNAMEREG3 && flags.MOBILENUMREG3;
}

/** The method in use: the chosen one while it is offered, else the default. */
export function activeRegistrationMethod(
  chosen: RegistrationMethod | undefined,
  flags: RegistrationFlags,
): RegistrationMethod {
  return chosen && offeredRegistrationMethods(flags).includes(chosen) ? chosen : defaultRegistrationMethod(flags);
}
