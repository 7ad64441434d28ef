import type { WhiteLabelFlag } from '@wl/brand/schema';

/**
 * White-label settings the platform sets over every brand's flag defaults when it creates a
 * merchant, so the overlay (brand defaults ← platform settings) shows in the demo: the Google
 * sign-in button and the personal profit-and-loss entry are off whatever the brand says.
 * Operators change settings per merchant in the database afterwards.
 */
export const platformWhitelabelOverrides: Partial<Record<WhiteLabelFlag, boolean>> = {
  GOOGLELOGIN3: false,
  PERSREP: false,
};
