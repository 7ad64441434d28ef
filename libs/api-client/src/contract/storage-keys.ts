/** Storage keys named by the spec (§3 local values). */
export const storageKeys = {
  status: 'status',
  language: 'language',
  sessionInfo: 'MC_SESSION_INFO',
  hideDownloadBar: 'hideDownloadBar',
  autoLogin: 'autoLogin',
  trialName: 'trialName',
  /** Remember-me: login method, username or mobile number and dialing code — never the password. */
  rememberedLogin: 'rememberedLogin',
  /** The member hid the balance ('1'): one choice for every balance display. */
  hideBalance: 'hideBalance',
  /** When the member last answered the reality check with "Continue" (ms since the epoch; session storage). */
  realityCheckAnswered: 'realityCheckAnswered',
  /** The member put off the deposit-limit prompt with "Not now" ('1'; session storage). */
  limitPromptDismissed: 'limitPromptDismissed',
  /** A registration just succeeded ('1'; session storage): the landing screen may show the limit prompt once. */
  limitPromptAfterRegistration: 'limitPromptAfterRegistration',
} as const;
