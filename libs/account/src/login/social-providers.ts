import type { SocialProviderId } from './social-visibility';

/** What a social sign-in gives back: an identity token for the platform to verify. */
export interface SocialSignInResult {
  provider: SocialProviderId;
  idToken: string;
}

/**
 * A pluggable social sign-in provider (docs/decisions/0008). None is registered by default, so
 * the Facebook and Google buttons stay hidden even with their flags on: a button never shows when
 * it cannot work.
 */
export interface SocialSignInProvider {
  id: SocialProviderId;
  /** The provider's SDK is configured and initialised. */
  ready(): boolean;
  signIn(): Promise<SocialSignInResult>;
}

const providers = new Map<SocialProviderId, SocialSignInProvider>();

/** Registers a provider (replacing one with the same id); returns a function that removes it. */
export function registerSocialProvider(provider: SocialSignInProvider): () => void {
  providers.set(provider.id, provider);
  return () => {
    if (providers.get(provider.id) === provider) providers.delete(provider.id);
  };
}

export function socialProvider(id: SocialProviderId): SocialSignInProvider | undefined {
  return providers.get(id);
}
