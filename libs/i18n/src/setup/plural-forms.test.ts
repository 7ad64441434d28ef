import { composeBasePack } from '../packs/compose';
import { formatPercent } from '../format/percent';
import { createI18n } from './create-i18n';

const i18nOf = (language: string) =>
  createI18n({ language, pack: composeBasePack(language as 'EN'), loadPack: async () => ({}) });

describe('count messages take the language’s plural forms', () => {
  it.each<[string, string, Record<string, unknown>, string, string]>([
    ['EN', 'member.records.end', {}, '1 record shown', 'All 2 records shown'],
    ['EN', 'member.centre.missionCount', {}, '1 mission ready to claim', '2 missions ready to claim'],
    ['EN', 'nav.unclaimedPromos', {}, '1 unclaimed promotion', '2 unclaimed promotions'],
    [
      'EN',
      'agent.contract.dividendTier',
      { loss: '₱100.00', rate: 10 },
      'Team net loss from ₱100.00 with 1 active member: 10%',
      'Team net loss from ₱100.00 with 2 active members: 10%',
    ],
    ['EN', 'agent.rain.sent', { amount: '₱5.00' }, '₱5.00 sent to 1 member', '₱5.00 sent to 2 members'],
    ['EN', 'games.vendors.count', {}, '1 game', '2 games'],
    ['EN', 'login.sms.wait', {}, 'You can request a new code in 1 second', 'You can request a new code in 2 seconds'],
    ['EN', 'agent.links.days', {}, '1 day', '2 days'],
    ['PT', 'member.records.end', {}, '1 registro exibido', 'Todos os 2 registros exibidos'],
    ['PT', 'member.centre.missionCount', {}, '1 missão pronta para resgatar', '2 missões prontas para resgatar'],
    ['PT', 'nav.unclaimedPromos', {}, '1 promoção não resgatada', '2 promoções não resgatadas'],
    [
      'PT',
      'agent.contract.dividendTier',
      { loss: 'R$100,00', rate: 10 },
      'Perda líquida da equipe a partir de R$100,00 com 1 membro ativo: 10%',
      'Perda líquida da equipe a partir de R$100,00 com 2 membros ativos: 10%',
    ],
    ['PT', 'member.security.cards.count', {}, '1 adicionado', '2 adicionados'],
    ['PT', 'agent.overview.byDay', {}, 'Por dia (1 dia)', 'Por dia (2 dias)'],
    ['TY', 'member.records.end', {}, 'Ipinapakita ang lahat ng 1 record', 'Ipinapakita ang lahat ng 2 record'],
    ['TY', 'member.centre.missionCount', {}, '1 misyon na maaaring kunin', '2 misyon na maaaring kunin'],
    [
      'TY',
      'agent.rain.sent',
      { amount: '₱5.00' },
      'Naipadala ang ₱5.00 sa 1 miyembro',
      'Naipadala ang ₱5.00 sa 2 miyembro',
    ],
    ['TY', 'agent.links.days', {}, '1 araw', '2 araw'],
  ])('%s %s: count 1 and count 2', (language, key, values, one, two) => {
    const i18n = i18nOf(language);
    expect(i18n.t(key, { ...values, count: 1 })).toBe(one);
    expect(i18n.t(key, { ...values, count: 2 })).toBe(two);
  });

  it.each(['EN', 'PT', 'TY'])(
    '%s: a count message with plural forms never shows its key (count 0, 1, 2, 5, 21)',
    (language) => {
      const i18n = i18nOf(language);
      for (const key of ['member.records.end', 'nav.unclaimedPromos', 'agent.rain.confirm', 'agent.overview.byDay']) {
        for (const count of [0, 1, 2, 5, 21]) {
          const text = i18n.t(key, { count, amount: 'x', names: 'y', total: 'z' });
          expect(text).not.toContain(key);
          expect(text).toContain(String(count));
        }
      }
    },
  );
});

describe('percentages in the language’s form', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    ['EN', 'agent.common.percent', { value: 1.2 }, '1.2%'],
    ['PT', 'agent.common.percent', { value: 1.2 }, '1,2%'],
    ['TY', 'agent.common.percent', { value: 1.2 }, '1.2%'],
    ['EN', 'agent.teamRebate.spreadValue', { own: 2, downline: 1.5 }, '2% / 1.5%'],
    ['PT', 'member.rebate.vipBonus', { bonus: 0.5 }, 'Seu nível VIP adiciona 0,5% a cada taxa.'],
  ])('%s %s', (language, key, values, expected) => {
    expect(i18nOf(language).t(key, values)).toBe(expected);
  });

  it.each([
    ['en', 10, '10%'],
    ['pt-BR', 12.5, '12,5%'],
    ['fil', 10, '10%'],
  ] as const)('%s: %d → %s', (locale, value, text) => {
    expect(formatPercent(value, locale)).toBe(text);
  });

  it.each(['fr', 'de'])('%s puts a (no-break) space before the sign', (locale) => {
    expect(formatPercent(10, locale)).toMatch(/^10[\u00a0\u202f]%$/u);
  });
});
