/** Query keys of the games area, from general to specific (invalidate a prefix to refetch its lists). */
export const gameKeys = {
  all: ['games'] as const,
  catalogue: (language: string) => [...gameKeys.all, 'catalogue', language] as const,
  vendorTypes: (language: string) => [...gameKeys.catalogue(language), 'vendorTypes'] as const,
  hot: (language: string) => [...gameKeys.catalogue(language), 'hot'] as const,
  list: (language: string, params: Record<string, unknown>) =>
    [...gameKeys.catalogue(language), 'list', params] as const,
  winners: (language: string, category: string) => [...gameKeys.all, 'winners', language, category] as const,
  /** Member data: favourites and recent games live under the member's token. */
  member: (token: string) => [...gameKeys.all, 'member', token] as const,
  favouriteIds: (token: string) => [...gameKeys.member(token), 'favouriteIds'] as const,
  favouriteLists: (token: string) => [...gameKeys.member(token), 'favourites'] as const,
  favouriteList: (token: string, language: string, params: Record<string, unknown>) =>
    [...gameKeys.favouriteLists(token), language, params] as const,
};
