import type { BrandConfig } from '@wl/brand/schema';
import type { Db, Queryable } from '../db/db';
import { artPath } from '../content/art-svg';
import { bannerPlan, contentByLanguage, fill, promotionPlan, type LanguageContent, type Text } from './content-texts';

const HOUR = 3_600_000;
const languages = Object.keys(contentByLanguage) as (keyof typeof contentByLanguage)[];

export interface ContentSeedOptions {
  production: boolean;
  popups: boolean;
}

interface Fill {
  (text: string): string;
}

/** The same text in every shipped language, filled for the brand. */
function texts(
  pick: (content: LanguageContent) => Text | undefined,
  f: Fill,
): { language: string; title: string; content: string }[] {
  return languages.flatMap((language) => {
    const text = pick(contentByLanguage[language]);
    return text ? [{ language, title: f(text.title), content: f(text.content) }] : [];
  });
}

async function seedPromotions(
  tx: Queryable,
  code: string,
  brand: BrandConfig,
  f: Fill,
  now: number,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [sort, plan] of promotionPlan.entries()) {
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO promotions (merchant_code, slug, category, image_url, members_only, sort, starts_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz) ON CONFLICT (merchant_code, slug) DO NOTHING RETURNING id`,
      [
        code,
        plan.slug,
        plan.category,
        artPath(brand.id, plan.art),
        plan.membersOnly,
        sort,
        new Date(now - 30 * 24 * HOUR).toISOString(),
      ],
    );
    if (created) {
      for (const language of languages) {
        const text = contentByLanguage[language].promotions[plan.slug];
        if (!text) continue;
        await tx.query(
          'INSERT INTO promotion_texts (promotion_id, language, title, summary, content) VALUES ($1, $2, $3, $4, $5)',
          [created.id, language, f(text.title), f(text.summary), f(text.content)],
        );
      }
    }
    const [row] = await tx.query<{ id: number }>('SELECT id FROM promotions WHERE merchant_code = $1 AND slug = $2', [
      code,
      plan.slug,
    ]);
    if (row) ids.set(plan.slug, row.id);
  }
  return ids;
}

async function seedAnnouncement(
  tx: Queryable,
  code: string,
  entry: {
    seedKey: string;
    type: 'PL' | 'H' | 'A' | 'PU';
    execution?: 'A' | 'B' | 'F';
    promotionId?: number;
    sort: number;
    startsAt: number;
  },
  localized: { language: string; title: string; content: string }[],
): Promise<void> {
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO announcements (merchant_code, type, execution, promotion_id, promotion_type, sort, starts_at, seed_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz, $8) ON CONFLICT (merchant_code, seed_key) DO NOTHING RETURNING id`,
    [
      code,
      entry.type,
      entry.execution ?? null,
      entry.promotionId ?? null,
      entry.promotionId ? 'WELCOME' : null,
      entry.sort,
      new Date(entry.startsAt).toISOString(),
      entry.seedKey,
    ],
  );
  if (!created) return;
  for (const text of localized) {
    await tx.query(
      'INSERT INTO announcement_texts (announcement_id, language, title, content) VALUES ($1, $2, $3, $4)',
      [created.id, text.language, text.title, text.content],
    );
  }
}

async function seedMerchant(
  tx: Queryable,
  code: string,
  brand: BrandConfig,
  options: ContentSeedOptions,
  now: number,
): Promise<void> {
  const f: Fill = (text) => fill(text, brand.displayName, brand.currency.symbol);
  const promotions = await seedPromotions(tx, code, brand, f, now);
  const en = contentByLanguage.EN;

  const lists: { type: 'PL' | 'H' | 'A'; pick: (c: LanguageContent) => (Text & { promotion?: string })[] }[] = [
    { type: 'PL', pick: (c) => c.notices },
    { type: 'H', pick: (c) => c.hot },
    { type: 'A', pick: (c) => c.agent },
  ];
  for (const { type, pick } of lists) {
    for (const [index, item] of pick(en).entries()) {
      await seedAnnouncement(
        tx,
        code,
        {
          seedKey: `${type}:${item.key}`,
          type,
          promotionId: item.promotion ? promotions.get(item.promotion) : undefined,
          sort: index,
          startsAt: now - (index + 1) * 26 * HOUR,
        },
        texts((c) => pick(c).find((t) => t.key === item.key), f),
      );
    }
  }
  if (options.popups) {
    const popups: { execution: 'A' | 'B' | 'F'; pick: (c: LanguageContent) => Text[] }[] = [
      { execution: 'A', pick: (c) => c.popupMembers },
      { execution: 'B', pick: (c) => c.popupVisitors },
      { execution: 'F', pick: (c) => c.popupFirstLogin },
    ];
    for (const { execution, pick } of popups) {
      for (const [index, item] of pick(en).entries()) {
        await seedAnnouncement(
          tx,
          code,
          { seedKey: `PU:${execution}:${item.key}`, type: 'PU', execution, sort: index, startsAt: now - HOUR },
          texts((c) => pick(c).find((t) => t.key === item.key), f),
        );
      }
    }
  }

  // Banners: titles for the brand's own pictures (set once), then pictures drawn from its colours.
  const titles = (key: string) =>
    JSON.stringify(Object.fromEntries(languages.map((l) => [l, f(contentByLanguage[l].banners[key] ?? '')])));
  await tx.query(
    `UPDATE banners SET title = $2::jsonb WHERE merchant_code = $1 AND title = '{}'::jsonb AND linkage IS NULL`,
    [code, titles('default')],
  );
  await tx.query(
    `UPDATE banners SET title = $2::jsonb WHERE merchant_code = $1 AND title = '{}'::jsonb AND linkage IS NOT NULL`,
    [code, titles('app')],
  );
  for (const banner of bannerPlan) {
    const linkage =
      banner.linkage?.replace(/\{promo:(\w+)\}/, (_all, slug: string) => String(promotions.get(slug) ?? '')) ?? null;
    await tx.query(
      `INSERT INTO banners (merchant_code, group_name, url, linkage, sort, title)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT (merchant_code, group_name, sort) DO NOTHING`,
      [code, banner.group, artPath(brand.id, banner.art), linkage, banner.sort, titles(banner.key)],
    );
  }

  for (const language of languages) {
    for (const [sort, topic] of contentByLanguage[language].help.entries()) {
      await tx.query(
        `INSERT INTO help_topics (merchant_code, language, title, content, sort, seed_key)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (merchant_code, language, seed_key) DO NOTHING`,
        [code, language, f(topic.title), f(topic.content), sort, topic.key],
      );
    }
  }

  if (options.production) return;
  // The demo member's inbox and the operator's chat greeting, in the brand's default language.
  const [demo] = await tx.query<{ id: number }>(
    `SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = 'demo'`,
    [code],
  );
  if (!demo) return;
  const home = contentByLanguage[brand.languages.default as keyof typeof contentByLanguage] ?? en;
  for (const [index, message] of home.inbox.entries()) {
    await tx.query(
      `INSERT INTO inbox_messages (member_id, title, content, sent_at, seed_key) VALUES ($1, $2, $3, $4::timestamptz, $5)
       ON CONFLICT (member_id, seed_key) DO NOTHING`,
      [
        demo.id,
        f(message.title),
        f(message.content),
        new Date(now - (index + 1) * 20 * HOUR).toISOString(),
        message.key,
      ],
    );
  }
  const greeting: Record<string, string> = {
    EN: `Hello! Welcome to ${brand.displayName} live support. How can we help you today?`,
    PT: `Olá! Bem-vindo ao atendimento ao vivo da ${brand.displayName}. Como podemos ajudar hoje?`,
    TY: `Kumusta! Maligayang pagdating sa live support ng ${brand.displayName}. Paano ka namin matutulungan ngayon?`,
  };
  await tx.query(
    `INSERT INTO chat_messages (member_id, sender, body, sent_at, seed_key) VALUES ($1, 'operator', $2, $3::timestamptz, 'greeting')
     ON CONFLICT (member_id, seed_key) DO NOTHING`,
    [demo.id, greeting[brand.languages.default] ?? greeting['EN'], new Date(now - HOUR).toISOString()],
  );
}

/**
 * The demo world's content for every merchant of every brand (trial merchants too): notices, hot
 * news, agent notices, popups (when `popups`), banners, help topics and promotions in EN, PT and TY;
 * outside production also the demo member's inbox and the operator's chat greeting. Idempotent:
 * every row has a seed key, and rows that exist are left as they are.
 */
export async function seedContent(db: Db, brands: readonly BrandConfig[], options: ContentSeedOptions): Promise<void> {
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const brand of brands) {
      for (const code of [brand.merchantCode, brand.trialMerchantCode])
        await seedMerchant(tx, code, brand, options, now);
    }
  });
}
