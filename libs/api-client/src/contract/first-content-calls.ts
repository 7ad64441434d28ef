// No imports: the app's first start stage reads this table (apps/shell first-data.ts), and every module imported here
// would be evaluated and downloaded with the first render.
/** The content answers a first screen shows: the promotions' list, the help topics. */
export type FirstContentCall = 'promotions' | 'helpTopics';

/**
 * The content calls each first screen makes for a visitor, written once for both sides as the catalogue's are
 * (`firstCatalogueCalls`): the page's start script asks them early (tools/brand `entryRoutes`) and the app takes
 * their answers into its query cache before its first render (apps/shell `awaitFirstData`, decisions 0094, 0095). With one
 * of a screen's `detailParams` in the address the screen shows one item instead (`/m/activity?id=…`, one promotion),
 * and nothing is asked first.
 */
export const firstContentCalls = {
  /** The promotions' list: its first card's picture is the page's largest paint. */
  activity: { calls: ['promotions'], detailParams: ['id'] },
  /** The help topics: the chosen topic's text is the page's largest paint (decision 0095). `?i=` only picks one. */
  help: { calls: ['helpTopics'], detailParams: [] },
} as const satisfies Record<string, { calls: readonly FirstContentCall[]; detailParams: readonly string[] }>;

export type FirstContentScreen = keyof typeof firstContentCalls;

/** The content calls a first screen makes for the address's query (`search`, with or without its `?`), in order. */
export function firstContentCallsOf(screen: FirstContentScreen, search = ''): readonly FirstContentCall[] {
  const query = new URLSearchParams(search);
  const { calls, detailParams } = firstContentCalls[screen];
  return detailParams.some((param) => query.has(param)) ? [] : calls;
}
