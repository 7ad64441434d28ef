import type { GameClassify, SortedCategory, VendorCategory } from '@wl/api-client/contract/game-catalogue';

/**
 * The demo catalogue: categories in server order, vendors, and 900+ games across every category the
 * spec names. Pure and deterministic: the same plan every time, so the seed can insert what is missing.
 */

export type PlayKind = 'slot' | 'dice' | 'lottery';

export interface PlannedVendor {
  code: string;
  accountTypeName: string;
  colour: string;
  categories: VendorCategory[];
}

export interface PlannedGame {
  vendor: string;
  category: VendorCategory;
  gameId: string;
  name: string;
  /** Other languages' names where they differ from English. */
  names: Partial<Record<string, string>>;
  isNew: boolean;
  hotRank: number | null;
  classify: GameClassify | null;
  minBetCents: number;
  maxBetCents: number;
  minLine: number;
  lottoMode: string | null;
  playKind: PlayKind;
  sort: number;
}

export interface CataloguePlan {
  categories: { code: SortedCategory; sort: number }[];
  vendors: PlannedVendor[];
  games: PlannedGame[];
}

/** Server order of the categories (PROMO is a link to the promotions, without games). */
export const categoryOrder: readonly SortedCategory[] = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'LOTT',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'ELOTT',
  'PROMO',
];

const vendors: readonly PlannedVendor[] = [
  { code: 'PG', accountTypeName: 'PG Soft', colour: '#e2513c', categories: ['RNG'] },
  { code: 'PP', accountTypeName: 'Pragmatic Play', colour: '#f28c1c', categories: ['RNG', 'LIVE'] },
  { code: 'JILI', accountTypeName: 'JILI', colour: '#d62f7a', categories: ['RNG', 'FISH', 'PVP'] },
  { code: 'TCG', accountTypeName: 'TCG Gaming', colour: '#1f6fd1', categories: ['RNG'] },
  { code: 'SPADE', accountTypeName: 'Spadegaming', colour: '#2a9d5c', categories: ['RNG', 'FISH'] },
  { code: 'JDB', accountTypeName: 'JDB', colour: '#8e44ad', categories: ['RNG', 'FISH'] },
  { code: 'FC', accountTypeName: 'Fa Chai', colour: '#c0392b', categories: ['RNG', 'FISH'] },
  { code: 'CQ9', accountTypeName: 'CQ9', colour: '#16a085', categories: ['RNG', 'FISH'] },
  { code: 'EVO', accountTypeName: 'Evolution', colour: '#2c3e50', categories: ['LIVE'] },
  { code: 'SEXY', accountTypeName: 'AE Sexy', colour: '#b03a6f', categories: ['LIVE'] },
  { code: 'DG', accountTypeName: 'Dream Gaming', colour: '#a67c00', categories: ['LIVE'] },
  { code: 'KM', accountTypeName: 'Kingmaker', colour: '#6d4c41', categories: ['PVP'] },
  { code: 'V8', accountTypeName: 'V8 Poker', colour: '#00838f', categories: ['PVP'] },
  { code: 'TCG_LOTTO_VN', accountTypeName: 'TCG Lotto VN', colour: '#1f6fd1', categories: ['LOTT'] },
  { code: 'TCG_SEA', accountTypeName: 'TCG SEA Lottery', colour: '#1f6fd1', categories: ['LOTT'] },
  { code: 'LOTT', accountTypeName: 'Lottery', colour: '#d35400', categories: ['LOTT', 'ELOTT'] },
  { code: 'ELOTT', accountTypeName: 'E-Lottery', colour: '#7b1fa2', categories: ['ELOTT'] },
  { code: 'BTI', accountTypeName: 'BTI Sports', colour: '#0b8043', categories: ['SPORTS'] },
  { code: 'BTI_VIRTUAL', accountTypeName: 'BTI Virtual Sports', colour: '#0b8043', categories: ['SPORTS'] },
  { code: 'SABA', accountTypeName: 'SABA Sports', colour: '#1565c0', categories: ['SPORTS'] },
  { code: 'AV', accountTypeName: 'AV E-sports', colour: '#5e35b1', categories: ['ESPORTS'] },
  { code: 'AI', accountTypeName: 'AI E-sports', colour: '#3949ab', categories: ['ESPORTS'] },
  { code: 'IMES', accountTypeName: 'IM E-sports', colour: '#00897b', categories: ['ESPORTS'] },
  { code: 'TF', accountTypeName: 'TF Gaming', colour: '#f4511e', categories: ['ESPORTS'] },
  { code: 'IA', accountTypeName: 'IA E-sports', colour: '#6a1b9a', categories: ['ESPORTS'] },
  { code: 'DS88', accountTypeName: 'DS88 Sabong', colour: '#b71c1c', categories: ['COCKFIGHT'] },
];

const adjectives = [
  'Golden',
  'Lucky',
  'Dragon',
  'Fortune',
  'Mega',
  'Royal',
  'Wild',
  'Super',
  'Magic',
  'Jungle',
  'Ocean',
  'Fire',
  'Frozen',
  'Star',
  'Diamond',
  'Treasure',
  'Phoenix',
  'Tiger',
  'Panda',
  'Samurai',
  'Pharaoh',
  'Aztec',
  'Viking',
  'Neon',
  'Cosmic',
  'Crystal',
  'Thunder',
  'Jade',
  'Ruby',
  'Emerald',
  'Sakura',
  'Mystic',
  'Candy',
  'Pirate',
  'Safari',
  'Olympus',
  'Koi',
  'Lotus',
  'Boxing',
  'Carnival',
];
const nouns = [
  'Riches',
  'Fortune',
  'Wheel',
  'Gems',
  'Reels',
  'Spins',
  'Quest',
  'Legend',
  'Party',
  'Rush',
  'Empire',
  'Bonanza',
  'Jackpot',
  'Kingdom',
  'Festival',
  'Hunter',
  'Palace',
  'Temple',
  'Express',
  'Blast',
  'Heist',
  'Vault',
  'Garden',
  'Dynasty',
  'Storm',
  'Galaxy',
  'Harvest',
  'Voyage',
  'Carnival',
  'Crown',
  'Wins',
  'Coins',
  'Dreams',
  'Fever',
  'Magic',
  'Wonders',
  'Nights',
  'Island',
  'Journey',
  'Hold',
];
const liveTables = [
  'Baccarat',
  'Speed Baccarat',
  'Roulette',
  'Blackjack',
  'Dragon Tiger',
  'Sic Bo',
  'Fan Tan',
  'Andar Bahar',
  'Teen Patti',
  "Casino Hold'em",
];
const cardGames = [
  'Tongits',
  'Pusoy',
  'Teen Patti',
  'Rummy',
  "Texas Hold'em",
  'Niu Niu',
  'Blackjack',
  'Pai Gow',
  'Sabong Cards',
  'Baccarat Duel',
];
const fishNames = [
  'Fishing',
  'Ocean Hunter',
  'Fish War',
  'Deep Sea',
  'Fishing King',
  'Shark Hunt',
  'Reef Blast',
  'Mermaid Catch',
];

/** Games per vendor and category (RNG alone holds 600+ games, the spec's "over 600 games"). */
const counts: Record<string, Partial<Record<VendorCategory, number>>> = {
  PG: { RNG: 110 },
  PP: { RNG: 110, LIVE: 25 },
  JILI: { RNG: 90, FISH: 15, PVP: 15 },
  TCG: { RNG: 80 },
  SPADE: { RNG: 70, FISH: 10 },
  JDB: { RNG: 60, FISH: 10 },
  FC: { RNG: 50, FISH: 8 },
  CQ9: { RNG: 60, FISH: 7 },
  EVO: { LIVE: 40 },
  SEXY: { LIVE: 20 },
  DG: { LIVE: 20 },
  KM: { PVP: 30 },
  V8: { PVP: 25 },
};

const slotBets = [1, 5, 10, 50, 75];
const slotLines = [1, 9, 20, 25, 40, 50, 243];
const liveBets = [100, 500, 1000];

interface LotteryGame {
  gameId: string;
  en: string;
  pt: string;
  ty: string;
  lottoMode: string;
}

const lotteryGames: Record<string, { category: VendorCategory; games: LotteryGame[] }[]> = {
  TCG_LOTTO_VN: [
    {
      category: 'LOTT',
      games: [
        {
          gameId: 'VN_MB',
          en: 'Vietnam North',
          pt: 'Vietnã Norte',
          ty: 'Vietnam Hilaga',
          lottoMode: 'Tradition,Entertainment',
        },
        {
          gameId: 'VN_MN',
          en: 'Vietnam South',
          pt: 'Vietnã Sul',
          ty: 'Vietnam Timog',
          lottoMode: 'Tradition,Entertainment',
        },
        { gameId: 'VN_MT', en: 'Vietnam Central', pt: 'Vietnã Central', ty: 'Vietnam Gitna', lottoMode: 'Tradition' },
        {
          gameId: 'VN_HCM',
          en: 'Ho Chi Minh City',
          pt: 'Cidade de Ho Chi Minh',
          ty: 'Lungsod ng Ho Chi Minh',
          lottoMode: 'Tradition',
        },
        { gameId: 'VN_HN', en: 'Hanoi', pt: 'Hanói', ty: 'Hanoi', lottoMode: 'Tradition' },
        { gameId: 'VN_DN', en: 'Da Nang', pt: 'Da Nang', ty: 'Da Nang', lottoMode: 'Tradition' },
        { gameId: 'VN_CT', en: 'Can Tho', pt: 'Can Tho', ty: 'Can Tho', lottoMode: 'Tradition' },
        { gameId: 'VN_DL', en: 'Da Lat', pt: 'Da Lat', ty: 'Da Lat', lottoMode: 'Tradition' },
        { gameId: 'VN_KH', en: 'Khanh Hoa', pt: 'Khanh Hoa', ty: 'Khanh Hoa', lottoMode: 'Tradition' },
        { gameId: 'VN_VT', en: 'Vung Tau', pt: 'Vung Tau', ty: 'Vung Tau', lottoMode: 'Tradition' },
        { gameId: 'VN_BD', en: 'Binh Duong', pt: 'Binh Duong', ty: 'Binh Duong', lottoMode: 'Tradition' },
        {
          gameId: 'VN_MB_FAST',
          en: 'Vietnam North 75 s',
          pt: 'Vietnã Norte 75 s',
          ty: 'Vietnam Hilaga 75 s',
          lottoMode: 'Entertainment',
        },
      ],
    },
  ],
  TCG_SEA: [
    {
      category: 'LOTT',
      games: [
        { gameId: 'SEA_4D', en: 'SEA 4D', pt: 'SEA 4D', ty: 'SEA 4D', lottoMode: 'Tradition' },
        { gameId: 'SEA_5D', en: 'SEA 5D', pt: 'SEA 5D', ty: 'SEA 5D', lottoMode: 'Tradition' },
        { gameId: 'SEA_6D', en: 'SEA 6D', pt: 'SEA 6D', ty: 'SEA 6D', lottoMode: 'Tradition' },
        { gameId: 'SEA_MAGNUM', en: 'Magnum 4D', pt: 'Magnum 4D', ty: 'Magnum 4D', lottoMode: 'Tradition' },
        { gameId: 'SEA_TOTO', en: 'Sports Toto', pt: 'Sports Toto', ty: 'Sports Toto', lottoMode: 'Tradition' },
        { gameId: 'SEA_DAMACAI', en: 'Da Ma Cai', pt: 'Da Ma Cai', ty: 'Da Ma Cai', lottoMode: 'Tradition' },
        { gameId: 'SEA_SG4D', en: 'Singapore 4D', pt: 'Singapura 4D', ty: 'Singapore 4D', lottoMode: 'Tradition' },
        { gameId: 'SEA_SABAH', en: 'Sabah 88', pt: 'Sabah 88', ty: 'Sabah 88', lottoMode: 'Tradition' },
      ],
    },
  ],
  LOTT: [
    {
      category: 'LOTT',
      games: [
        {
          gameId: 'LOTT_PK10',
          en: 'PK10 Racing',
          pt: 'Corrida PK10',
          ty: 'Karera PK10',
          lottoMode: 'Tradition,Entertainment',
        },
        {
          gameId: 'LOTT_SSC',
          en: 'Time Lottery SSC',
          pt: 'Loteria SSC',
          ty: 'Loterya SSC',
          lottoMode: 'Tradition,Entertainment',
        },
        {
          gameId: 'LOTT_K3',
          en: 'Fast 3 Dice',
          pt: 'Dados Rápidos 3',
          ty: 'Mabilis na 3 Dice',
          lottoMode: 'Tradition',
        },
        { gameId: 'LOTT_11X5', en: '11 Choose 5', pt: '11 Escolha 5', ty: '11 Pumili ng 5', lottoMode: 'Tradition' },
        { gameId: 'LOTT_PCEGG', en: 'PC Egg', pt: 'Ovo PC', ty: 'PC Egg', lottoMode: 'Tradition' },
        { gameId: 'LOTT_3D', en: 'Welfare 3D', pt: 'Bem-estar 3D', ty: 'Welfare 3D', lottoMode: 'Tradition' },
        { gameId: 'LOTT_P5', en: 'Pick 5', pt: 'Escolha 5', ty: 'Pumili ng 5', lottoMode: 'Tradition' },
        { gameId: 'LOTT_KENO', en: 'Keno', pt: 'Keno', ty: 'Keno', lottoMode: 'Tradition' },
        { gameId: 'LOTT_LHC', en: 'Mark Six', pt: 'Mark Six', ty: 'Mark Six', lottoMode: 'Tradition' },
        {
          gameId: 'LOTT_FAST_PK10',
          en: 'Fast PK10',
          pt: 'PK10 Rápido',
          ty: 'Mabilis na PK10',
          lottoMode: 'Entertainment',
        },
      ],
    },
    {
      category: 'ELOTT',
      games: [
        {
          gameId: 'LOTT_E_SSC',
          en: 'Lucky SSC 1 min',
          pt: 'SSC da Sorte 1 min',
          ty: 'Swerteng SSC 1 min',
          lottoMode: 'Tradition',
        },
        {
          gameId: 'LOTT_E_PK10',
          en: 'Lucky PK10 1 min',
          pt: 'PK10 da Sorte 1 min',
          ty: 'Swerteng PK10 1 min',
          lottoMode: 'Tradition',
        },
        {
          gameId: 'LOTT_E_K3',
          en: 'Lucky Fast 3 1 min',
          pt: 'Rápido 3 da Sorte 1 min',
          ty: 'Swerteng Mabilis na 3 1 min',
          lottoMode: 'Tradition',
        },
        {
          gameId: 'LOTT_E_11X5',
          en: 'Lucky 11 Choose 5',
          pt: '11 Escolha 5 da Sorte',
          ty: 'Swerteng 11 Pumili ng 5',
          lottoMode: 'Tradition',
        },
      ],
    },
  ],
  ELOTT: [
    {
      category: 'ELOTT',
      games: [
        { gameId: 'ELOTT_FAST3', en: 'E-Fast 3', pt: 'E-Rápido 3', ty: 'E-Mabilis na 3', lottoMode: 'Tradition' },
        { gameId: 'ELOTT_PK10', en: 'E-PK10', pt: 'E-PK10', ty: 'E-PK10', lottoMode: 'Tradition,Entertainment' },
        { gameId: 'ELOTT_SSC', en: 'E-SSC', pt: 'E-SSC', ty: 'E-SSC', lottoMode: 'Tradition' },
        {
          gameId: 'ELOTT_11X5',
          en: 'E-11 Choose 5',
          pt: 'E-11 Escolha 5',
          ty: 'E-11 Pumili ng 5',
          lottoMode: 'Tradition',
        },
        { gameId: 'ELOTT_KENO', en: 'E-Keno', pt: 'E-Keno', ty: 'E-Keno', lottoMode: 'Tradition' },
        { gameId: 'ELOTT_3D', en: 'E-3D', pt: 'E-3D', ty: 'E-3D', lottoMode: 'Tradition' },
        { gameId: 'ELOTT_DICE', en: 'E-Sic Bo', pt: 'E-Sic Bo', ty: 'E-Sic Bo', lottoMode: 'Entertainment' },
        { gameId: 'ELOTT_WINGO', en: 'Win Go', pt: 'Win Go', ty: 'Win Go', lottoMode: 'Entertainment' },
      ],
    },
  ],
};

/** One lobby per sports, e-sports and cockfight vendor (its own page holds the markets). */
const lobbies: Record<string, { en: string; pt: string; ty: string }> = {
  BTI: { en: 'BTI Sportsbook', pt: 'Apostas Esportivas BTI', ty: 'BTI Sportsbook' },
  BTI_VIRTUAL: { en: 'BTI Virtual Sports', pt: 'Esportes Virtuais BTI', ty: 'BTI Virtual na Sports' },
  SABA: { en: 'SABA Sportsbook', pt: 'Apostas Esportivas SABA', ty: 'SABA Sportsbook' },
  AV: { en: 'AV E-sports', pt: 'AV E-sports', ty: 'AV E-sports' },
  AI: { en: 'AI E-sports', pt: 'AI E-sports', ty: 'AI E-sports' },
  IMES: { en: 'IM E-sports', pt: 'IM E-sports', ty: 'IM E-sports' },
  TF: { en: 'TF Gaming E-sports', pt: 'TF Gaming E-sports', ty: 'TF Gaming E-sports' },
  IA: { en: 'IA E-sports', pt: 'IA E-sports', ty: 'IA E-sports' },
  DS88: { en: 'DS88 Sabong Live', pt: 'DS88 Rinha ao Vivo', ty: 'DS88 Sabong Live' },
};

/** Hot list (hottest first): vendor, game index within the vendor's category list. */
const hotPicks: readonly [string, VendorCategory, number][] = [
  ['PG', 'RNG', 0],
  ['JILI', 'RNG', 0],
  ['PP', 'RNG', 0],
  ['TCG_LOTTO_VN', 'LOTT', 0],
  ['EVO', 'LIVE', 0],
  ['JILI', 'FISH', 0],
  ['PG', 'RNG', 1],
  ['TCG', 'RNG', 0],
  ['KM', 'PVP', 0],
  ['SPADE', 'RNG', 0],
  ['LOTT', 'LOTT', 0],
  ['JDB', 'RNG', 0],
  ['CQ9', 'RNG', 0],
  ['SEXY', 'LIVE', 0],
  ['ELOTT', 'ELOTT', 0],
  ['FC', 'RNG', 0],
];

function vendorGameId(vendor: string, index: number): string {
  return `${vendor}${String(index + 1).padStart(3, '0')}`;
}

function slotClassify(index: number): GameClassify | null {
  if (index % 10 === 3) return 'JP';
  if (index % 17 === 5) return 'SC';
  if (index % 19 === 7) return 'VP';
  if (index % 13 === 11) return 'AC';
  return null;
}

/** Builds the demo catalogue. */
export function cataloguePlan(): CataloguePlan {
  const games: PlannedGame[] = [];
  let comboIndex = 0;
  const nextSlotName = (): string => {
    // A stride coprime to 1,600 walks every adjective × noun pair once: names are unique catalogue-wide.
    const combo = (comboIndex++ * 37) % (adjectives.length * nouns.length);
    const adjective = adjectives[combo % adjectives.length];
    const noun = nouns[Math.floor(combo / adjectives.length)];
    return adjective === noun ? `${adjective} Deluxe` : `${adjective} ${noun}`;
  };

  for (const vendor of vendors) {
    for (const category of vendor.categories) {
      const count = counts[vendor.code]?.[category] ?? 0;
      for (let i = 0; i < count; i++) {
        const base = {
          vendor: vendor.code,
          category,
          gameId: vendorGameId(vendor.categories.length > 1 ? `${vendor.code}${category[0]}` : vendor.code, i),
          names: {},
          hotRank: null,
          lottoMode: null,
          sort: i,
        };
        if (category === 'RNG') {
          games.push({
            ...base,
            name: nextSlotName(),
            isNew: i % 9 === 4,
            classify: slotClassify(i),
            minBetCents: slotBets[i % slotBets.length] ?? 1,
            maxBetCents: 10_000,
            minLine: slotLines[(i * 3) % slotLines.length] ?? 1,
            playKind: 'slot',
          });
        } else if (category === 'FISH') {
          games.push({
            ...base,
            name: `${vendor.accountTypeName} ${fishNames[i % fishNames.length]}${i >= fishNames.length ? ` ${Math.floor(i / fishNames.length) + 1}` : ''}`,
            isNew: i % 6 === 1,
            classify: 'AC',
            minBetCents: i % 2 === 0 ? 10 : 50,
            maxBetCents: 20_000,
            minLine: 1,
            playKind: 'slot',
          });
        } else if (category === 'LIVE') {
          games.push({
            ...base,
            name: `${vendor.accountTypeName} ${liveTables[i % liveTables.length]}${i >= liveTables.length ? ` ${Math.floor(i / liveTables.length) + 1}` : ''}`,
            isNew: i % 15 === 2,
            classify: null,
            minBetCents: liveBets[i % liveBets.length] ?? 100,
            maxBetCents: 500_000,
            minLine: 1,
            playKind: 'dice',
          });
        } else {
          games.push({
            ...base,
            name: `${vendor.accountTypeName} ${cardGames[i % cardGames.length]}${i >= cardGames.length ? ` ${Math.floor(i / cardGames.length) + 1}` : ''}`,
            isNew: i % 15 === 3,
            classify: 'TG',
            minBetCents: [50, 100, 500][i % 3] ?? 100,
            maxBetCents: 100_000,
            minLine: 1,
            playKind: 'dice',
          });
        }
      }
    }
    for (const { category, games: list } of lotteryGames[vendor.code] ?? []) {
      list.forEach((game, i) => {
        games.push({
          vendor: vendor.code,
          category,
          gameId: game.gameId,
          name: game.en,
          names: { PT: game.pt, TY: game.ty },
          isNew: i === 1,
          hotRank: null,
          classify: null,
          minBetCents: 100,
          maxBetCents: 1_000_000,
          minLine: 1,
          lottoMode: game.lottoMode,
          playKind: 'lottery',
          sort: i,
        });
      });
    }
    const lobby = lobbies[vendor.code];
    const lobbyCategory = vendor.categories[0];
    if (lobby && lobbyCategory) {
      games.push({
        vendor: vendor.code,
        category: lobbyCategory,
        gameId: 'lobby',
        name: lobby.en,
        names: { PT: lobby.pt, TY: lobby.ty },
        isNew: false,
        hotRank: null,
        classify: null,
        minBetCents: 100,
        maxBetCents: 1_000_000,
        minLine: 1,
        lottoMode: null,
        playKind: 'dice',
        sort: 0,
      });
    }
  }

  hotPicks.forEach(([vendor, category, index], rank) => {
    const game = games.filter((g) => g.vendor === vendor && g.category === category)[index];
    if (game) game.hotRank = rank + 1;
  });

  return {
    categories: categoryOrder.map((code, sort) => ({ code, sort: sort + 1 })),
    vendors: vendors.map((vendor) => ({ ...vendor, categories: [...vendor.categories] })),
    games,
  };
}
