import { isAgentMemberType, sitePaths } from '@wl/brand';

/**
 * Agency access (spec §4, §6): an agent is logged in and of a type other than 0, 4 and 40. Anyone else
 * who opens an agent screen goes to /m/home.
 */
export function hasAgencyAccess({ loggedIn, type }: { loggedIn: boolean; type: number | undefined }): boolean {
  return loggedIn && isAgentMemberType(type);
}

/** Where an agent screen sends its visitor: nowhere (show it) or home. */
export function agentScreenRedirect(input: {
  loggedIn: boolean;
  type: number | undefined;
}): typeof sitePaths.home | null {
  return hasAgencyAccess(input) ? null : sitePaths.home;
}
