import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_GAME_HEADER, DemoTicketQuery, demoGamePlayPath } from '@wl/api-client/contract/demo-game-calls';
import { fromCents } from '@wl/api-client/contract/money';
import { gameCalls } from '@wl/api-client/contract';
import { entryAllowed } from '@wl/brand/schema';
import type { BrandConfig } from '@wl/brand/schema';
import type { AccountDeps } from '../accounts/account-deps';
import type { BundleFiles } from '../bundles/bundle-files';
import { IMMUTABLE } from '../bundles/cache-control';
import type { CatalogueCache } from '../games/catalogue-cache';
import type { CatalogueGame } from '../games/catalogue';
import { AppError } from '../http/app-error';
import { PUBLIC_CACHE } from './cache-policy';
import { parseRequest } from '../http/validate';
import { memberBalances } from '../wallet/ledger';
import { revokeSession } from '../accounts/sessions/session-repo';
import { isRealMemberType } from '../accounts/sessions/real-account';
import { merchantFlags } from '../money/merchant-flags';
import { brandOfMerchant } from '../protection/brand-policy';
import { promoSwitches } from '../rewards/promotions';
import { protectionState } from '../member/protection-service';
import { playDemoRound } from '../demo-vendor/demo-bets';
import type { RoundDraws } from '../demo-vendor/demo-bets';
import { gamePage, messagePage } from '../demo-vendor/demo-page';
import { demoTexts } from '../demo-vendor/demo-texts';
import { GAME_SESSION_TTL_MS, exchangeLaunchTicket, findGameSession } from '../games/launch-tickets';
import type { GameSession } from '../games/launch-tickets';
import { onCall } from './call-route';

export const DEMO_COOKIE = 'wl_demo_game';
const COOKIE_PATH = '/demo-games';

export interface DemoGamesDeps {
  accounts: AccountDeps;
  catalogue: CatalogueCache;
  files: BundleFiles;
  /** Random draws of the rounds (tests pass fixed ones). */
  draws?: RoundDraws;
  /** Seconds per reality-check minute (shortened outside production only). */
  realityCheckSecondsPerMinute?: number;
}

interface Asset {
  body: string;
  type: string;
  version: string;
}

function asset(file: string, type: string): Asset {
  const body = readFileSync(join(import.meta.dirname, '..', 'demo-vendor', 'assets', file), 'utf8');
  return { body, type, version: createHash('sha256').update(body).digest('hex').slice(0, 12) };
}

/** The cookie's value from the Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

function setCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${DEMO_COOKIE}=${value}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Only the site's own script may call the API: it sends the header (a form on another site cannot). */
function requireDemoHeader(request: FastifyRequest): void {
  if (request.headers[DEMO_GAME_HEADER] !== '1') throw new AppError('NO_PERMISSION', 'Missing the demo-game header.');
}

/**
 * The demo game vendor (docs/decisions/0011): a one-time launch ticket is exchanged for a game-session
 * cookie scoped to /demo-games, then the page plays rounds that move real wallet money.
 */
/** The site's betting record (the member centre's and side menu's entry `bettingRecord`). */
const BETTING_RECORD_PATH = '/m/gameRecord';

export function demoGameRoutes(app: FastifyInstance, deps: DemoGamesDeps): void {
  const { accounts } = deps;
  const script = asset('demo-game.js', 'text/javascript; charset=utf-8');
  const style = asset('demo-game.css', 'text/css; charset=utf-8');
  const scriptUrl = `/demo-games/assets/demo-game.js?v=${script.version}`;
  const styleUrl = `/demo-games/assets/demo-game.css?v=${style.version}`;

  const brandOf = (request: FastifyRequest, merchantCode?: string): BrandConfig =>
    accounts.brands.brands.find(
      (brand) => brand.merchantCode === merchantCode || brand.trialMerchantCode === merchantCode,
    ) ?? accounts.brands.forHost(request.headers.host);

  async function liveSession(request: FastifyRequest): Promise<GameSession | null> {
    const cookie = cookieValue(request.headers.cookie, DEMO_COOKIE);
    return cookie ? findGameSession(accounts.db, cookie, accounts.clock.now()) : null;
  }

  async function sessionGame(request: FastifyRequest): Promise<{ session: GameSession; game: CatalogueGame }> {
    const session = await liveSession(request);
    if (!session)
      throw new AppError('SESSION_EXPIRED', 'The game session has ended. Open the game again from the site.');
    const game = (await deps.catalogue.get()).byNode.get(session.nodeId);
    if (!game) throw new AppError('SESSION_EXPIRED', 'The game is no longer available.');
    return { session, game };
  }

  /** The reality check links to the betting record only where the one entry rule offers it (docs/decisions/0035). */
  async function bettingRecordOffered(session: GameSession): Promise<boolean> {
    return entryAllowed('bettingRecord', {
      flags: await merchantFlags(accounts.db, accounts.brands, session.merchantCode),
      promotions: await promoSwitches(accounts.db, accounts.brands, session.merchantCode),
      loggedIn: true,
      type: session.memberType,
    });
  }

  function sendHtml(reply: FastifyReply, status: number, html: string, nonce: string) {
    return reply
      .status(status)
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; connect-src 'self'; ` +
          `frame-ancestors 'self'; base-uri 'none'; form-action 'self'`,
      )
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  function message(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    key: 'sessionEnded' | 'linkExpired',
    language?: string,
  ) {
    const brand = brandOf(request);
    const found = demoTexts(deps.files, brand, language ?? brand.languages.default);
    if (!found) return missingTexts(reply, brand);
    const nonce = randomBytes(16).toString('base64');
    const page = { brand, language: found.code, texts: found.texts, nonce, styleUrl };
    return sendHtml(reply, status, messagePage(page, found.texts[key] ?? ''), nonce);
  }

  function missingTexts(reply: FastifyReply, brand: BrandConfig) {
    return reply
      .status(503)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(`The ${brand.id} site bundle is not built: run npx nx build ${brand.id}.`);
  }

  app.get(demoGamePlayPath, async (request, reply) => {
    const { ticket } = parseRequest(DemoTicketQuery, request.query, 'query');
    if (ticket !== undefined) {
      const cookie = await exchangeLaunchTicket(accounts.db, ticket, accounts.clock.now());
      if (!cookie) return message(request, reply, 401, 'linkExpired');
      // The clean address: the ticket leaves the address bar and the history at once.
      return reply
        .status(303)
        .header('Set-Cookie', setCookie(request, cookie, GAME_SESSION_TTL_MS / 1000))
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .redirect(demoGamePlayPath, 303);
    }
    const session = await liveSession(request);
    const game = session ? (await deps.catalogue.get()).byNode.get(session.nodeId) : undefined;
    if (!session || !game || game.playKind === 'lottery')
      return message(request, reply, 401, 'sessionEnded', session?.language);
    const brand = brandOf(request, session.merchantCode);
    const found = demoTexts(deps.files, brand, session.language);
    if (!found) return missingTexts(reply, brand);
    const nonce = randomBytes(16).toString('base64');
    const html = gamePage({
      brand,
      language: found.code,
      texts: found.texts,
      nonce,
      styleUrl,
      scriptUrl,
      gameName: game.names[found.code] ?? game.name,
      vendorName: (await deps.catalogue.get()).vendors.get(game.vendor)?.accountTypeName ?? game.vendor,
      kind: game.playKind,
      minBet: fromCents(game.minBetCents),
      maxBet: fromCents(game.maxBetCents),
      currencySymbol: brand.currency.symbol,
      backPath: session.backPath,
      recordPath: (await bettingRecordOffered(session)) ? BETTING_RECORD_PATH : null,
    });
    return sendHtml(reply, 200, html, nonce);
  });

  for (const [name, file] of [
    ['demo-game.js', script],
    ['demo-game.css', style],
  ] as const) {
    app.get(`/demo-games/assets/${name}`, { config: PUBLIC_CACHE }, async (_request, reply) =>
      reply.header('Cache-Control', IMMUTABLE).header('ETag', `"${file.version}"`).type(file.type).send(file.body),
    );
  }

  onCall(app, gameCalls.demoState, async ({ request }) => {
    requireDemoHeader(request);
    const { session, game } = await sessionGame(request);
    if (game.playKind === 'lottery') throw new AppError('BAD_REQUEST', 'Lottery games are played in the lottery app.');
    const balances = await memberBalances(accounts.db, session.memberId);
    return {
      gameName: game.name,
      vassalage: game.vendor,
      kind: game.playKind,
      balance: fromCents(balances.main),
      minBet: fromCents(game.minBetCents),
      maxBet: fromCents(game.maxBetCents),
      backPath: session.backPath,
    };
  });

  // The reality check of the page (issue 13): the member's interval, the site session's start and net result.
  onCall(app, gameCalls.demoRealityCheck, async ({ request, reply }) => {
    requireDemoHeader(request);
    const { session } = await sessionGame(request);
    reply.header('Cache-Control', 'no-store');
    // Trial accounts have no protection settings: no reality check.
    if (!isRealMemberType(session.memberType))
      return { intervalSeconds: 0, startedAt: new Date(session.sessionStartedAt).toISOString(), net: '0.00' };
    const state = await protectionState(accounts.db, {
      memberId: session.memberId,
      merchantCode: session.merchantCode,
      brand: await brandOfMerchant(accounts.db, accounts.brands, session.merchantCode),
      realityCheckSecondsPerMinute: deps.realityCheckSecondsPerMinute ?? 60,
      sessionStartedAt: session.sessionStartedAt,
      now: accounts.clock.now(),
    });
    return {
      intervalSeconds: state.realityCheck.intervalSeconds,
      startedAt: state.session.startedAt,
      net: state.session.net,
    };
  });

  // The reality check's "Log out": the site session behind the game ends, and with it the game.
  onCall(app, gameCalls.demoLogout, async ({ request, reply }) => {
    requireDemoHeader(request);
    const session = await liveSession(request);
    if (session) await revokeSession(accounts.db, session.sessionHash, accounts.clock.now());
    reply.header('Set-Cookie', setCookie(request, '', 0));
    return null;
  });

  onCall(
    app,
    gameCalls.demoBet,
    async ({ request, body }) => {
      requireDemoHeader(request);
      const { session, game } = await sessionGame(request);
      const bet = await body();
      try {
        return await playDemoRound(accounts.db, session, game, bet, deps.draws, accounts.clock.now());
      } catch (error) {
        // The same requestId twice at the same moment: the second finds the first's round.
        if ((error as { code?: string }).code === '23505') {
          return playDemoRound(accounts.db, session, game, bet, deps.draws, accounts.clock.now());
        }
        throw error;
      }
    },
    { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } },
  );
}
