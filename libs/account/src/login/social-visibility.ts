import type { LoginMethod } from './login-method';

export type SocialProviderId = 'facebook' | 'google';

export interface SocialButtonInput {
  /** FACEBOOKLOGIN3 / GOOGLELOGIN3. */
  flagOn: boolean;
  /** A provider is registered for it and reports itself initialised. */
  providerReady: boolean;
  method: LoginMethod;
}

/** A social sign-in button shows only when its flag is on, its provider can work, and the username method is active. */
export function showsSocialButton({ flagOn, providerReady, method }: SocialButtonInput): boolean {
  return flagOn && providerReady && method === 'username';
}
