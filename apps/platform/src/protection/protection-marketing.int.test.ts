import { AnnouncementList } from '@wl/api-client/contract/announcement-calls';
import { ClaimList } from '@wl/api-client/contract/rewards-calls';
import { contentCalls, memberCalls, moneyCalls, sessionCalls } from '@wl/api-client/contract';
import { PromoSummary } from '@wl/api-client/contract/promo-summary';
import { PromotionList } from '@wl/api-client/contract/promotion-calls';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { TEST_PASSWORD, newMember } from '../testing/money-fixtures';
import type { TestMember } from '../testing/money-fixtures';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { insertBlock, personOf } from './protection-repo';

/**
 * A person under a self-exclusion or time-out is kept out of promotions and marketing popups
 * (docs/decisions/0039) by the calls themselves, not only by the end of their sessions: a session that
 * outlived the block (a login that raced it, or an account whose e-mail became an excluded person's
 * after the block began) is offered no popup, no promotion and no reward, and a claim is refused.
 */

const brands = repoBrands();
const byId = (id: string) => {
  const brand = brands.find((b) => b.id === id);
  if (!brand) throw new Error(`brand ${id} missing`);
  return brand;
};
let t: TestApp;
let aurora: AccountsClient;
let luzon: AccountsClient;

beforeAll(async () => {
  t = await createTestApp();
  aurora = new AccountsClient(t.app, t.db, byId('aurora').merchantCode);
  luzon = new AccountsClient(t.app, t.db, byId('luzon').merchantCode);
  // The brands' defaults may have the reward centre off: these tests need rewards on offer.
  await t.db.query(
    `UPDATE merchants SET promotions = '{"REFERRAL": true, "MISSION": true}'::jsonb, whitelabel = whitelabel || '{"REWCEN3": true}'::jsonb WHERE code = ANY($1::text[])`,
    [[aurora.merchant, luzon.merchant]],
  );
});
afterAll(() => t.close());

interface Marketing {
  popups: number;
  promotionNotices: number;
  promotions: number;
  claimable: number;
  unclaimedBadge: number;
  welcome: { promotionId: number; claimKey: string } | undefined;
}

/** What the member is offered: marketing popups, promotion notices and promotions, claimable rewards. */
async function offered(api: AccountsClient, member: TestMember): Promise<Marketing> {
  const as = { token: member.token, ip: member.ip };
  const announcements = AnnouncementList.parse(
    valueOf(await api.call('GET', `${contentCalls.announcements.path}?types=PL,PU&platform=M`, undefined, as)),
  );
  const promotions = PromotionList.parse(
    valueOf(await api.call('GET', contentCalls.availablePromotions.path, undefined, as)),
  );
  const claims = ClaimList.parse(
    valueOf(await api.call('GET', `${moneyCalls.claimList.path}?category=reward`, undefined, as)),
  );
  const summary = PromoSummary.parse(valueOf(await api.call('GET', sessionCalls.promoSummary.path, undefined, as)));
  const welcome = claims.items.find((item) => item.state === 'claimable' && item.claimKey === 'once');
  return {
    popups: announcements.popup.length,
    promotionNotices: announcements.promotion.length,
    promotions: promotions.promotions.length,
    claimable: claims.claimableCount,
    unclaimedBadge: summary.unclaimedCount,
    welcome: welcome ? { promotionId: welcome.promotionId, claimKey: welcome.claimKey } : undefined,
  };
}

async function withKeys(memberId: number, mobile: string | null, email: string | null): Promise<void> {
  await t.db.query('UPDATE members SET mobile_e164 = $2, email = $3 WHERE id = $1', [memberId, mobile, email]);
}

function expectNothingOffered(marketing: Marketing): void {
  expect(marketing).toEqual({
    popups: 0,
    promotionNotices: 0,
    promotions: 0,
    claimable: 0,
    unclaimedBadge: 0,
    welcome: undefined,
  });
}

describe('promotions and marketing for a person under a block', () => {
  it('a session that raced the self-exclusion gets no popup, promotion or reward, and a claim is refused', async () => {
    const member = await newMember(aurora, 'rgmarket1');
    const before = await offered(aurora, member);
    // the brand does market to this member before the block
    expect(before.popups).toBeGreaterThan(0);
    expect(before.promotions).toBeGreaterThan(0);
    expect(before.claimable).toBeGreaterThan(0);
    expect(before.welcome).toBeDefined();

    // The block is written as a login that raced it would see it: after the sessions were ended.
    const person = await personOf(t.db, member.id);
    if (!person) throw new Error('no person');
    await insertBlock(t.db, person, {
      kind: 'exclusion',
      period: '6m',
      allBrands: true,
      startedAt: Date.now(),
      until: Date.now() + 180 * 24 * 60 * 60 * 1000,
    });

    expectNothingOffered(await offered(aurora, member));
    const claim = await aurora.call('POST', moneyCalls.acceptPromo.path, before.welcome, {
      token: member.token,
      ip: member.ip,
    });
    expect(claim.statusCode).toBe(403);
    expect(errorOf(claim).code).toBe('PLAYER_EXCLUDED');
    const [row] = await t.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM promotion_claims WHERE member_id = $1',
      [member.id],
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('a person excluded on a sister brand gets nothing on this one, and a claim is refused', async () => {
    const onAurora = await newMember(aurora, 'rgmarket2');
    const onLuzon = await newMember(luzon, 'rgmarket2l');
    await withKeys(onAurora.id, '+639170000201', 'market.two@example.org');
    const before = await offered(luzon, onLuzon);
    expect(before.popups).toBeGreaterThan(0);
    expect(before.welcome).toBeDefined();

    valueOf(
      await aurora.sealed(
        'POST',
        memberCalls.selfExclude.path,
        { period: '1y', allBrands: true, password: TEST_PASSWORD },
        { token: onAurora.token },
      ),
    );
    // The luzon account becomes the same person (its e-mail is now the excluded one) after the block began,
    // so the block did not end its session.
    await withKeys(onLuzon.id, null, 'Market.Two@example.org');

    expectNothingOffered(await offered(luzon, onLuzon));
    const claim = await luzon.call('POST', moneyCalls.acceptPromo.path, before.welcome, {
      token: onLuzon.token,
      ip: onLuzon.ip,
    });
    expect(errorOf(claim).code).toBe('PLAYER_EXCLUDED');
  });

  it('an exclusion for its own brand only leaves the sister brand’s marketing as it was', async () => {
    const onAurora = await newMember(aurora, 'rgmarket3');
    const onLuzon = await newMember(luzon, 'rgmarket3l');
    await withKeys(onAurora.id, '+639170000202', null);
    await withKeys(onLuzon.id, '+639170000202', null);
    valueOf(
      await aurora.sealed(
        'POST',
        memberCalls.selfExclude.path,
        { period: '1y', allBrands: false, password: TEST_PASSWORD },
        { token: onAurora.token },
      ),
    );
    const after = await offered(luzon, onLuzon);
    expect(after.popups).toBeGreaterThan(0);
    expect(after.claimable).toBeGreaterThan(0);
    expect(
      valueOf(
        await luzon.call('POST', moneyCalls.acceptPromo.path, after.welcome, { token: onLuzon.token, ip: onLuzon.ip }),
      ),
    ).toMatchObject({ amount: expect.any(Number) });
  });
});
