import type { LimitKind, LimitPeriod } from '@wl/api-client/contract/protection-calls';

/**
 * The inbox message sent once per limit and window when 80 % of a money limit is used
 * (server data like the seeded content texts, in the language of the call that crossed it).
 */
type Lang = 'EN' | 'PT' | 'TY';

const kinds: Record<Lang, Record<Exclude<LimitKind, 'session'>, string>> = {
  EN: { deposit: 'deposit', loss: 'loss', wager: 'wager' },
  PT: { deposit: 'depósito', loss: 'perda', wager: 'apostas' },
  TY: { deposit: 'deposito', loss: 'talo', wager: 'taya' },
};
const periods: Record<Lang, Record<LimitPeriod, string>> = {
  EN: { day: '24-hour', week: '7-day', month: '1-month' },
  PT: { day: 'de 24 horas', week: 'de 7 dias', month: 'de 1 mês' },
  TY: { day: '24 oras', week: '7 araw', month: '1 buwan' },
};

export function warningMessage(
  language: string,
  kind: Exclude<LimitKind, 'session'>,
  period: LimitPeriod,
  remaining: string,
): { title: string; content: string } {
  const lang: Lang = language === 'PT' || language === 'TY' ? language : 'EN';
  const k = kinds[lang][kind];
  const p = periods[lang][period];
  if (lang === 'PT') {
    return {
      title: 'Você usou 80% do seu limite',
      content: `Você usou pelo menos 80% do seu limite de ${k} ${p}. Restam ${remaining}.`,
    };
  }
  if (lang === 'TY') {
    return {
      title: 'Nagamit mo na ang 80% ng iyong limitasyon',
      content: `Nagamit mo na ang hindi bababa sa 80% ng iyong ${p} na limitasyon sa ${k}. May natitira kang ${remaining}.`,
    };
  }
  return {
    title: 'You have used 80% of your limit',
    content: `You have used at least 80% of your ${p} ${k} limit. You have ${remaining} left.`,
  };
}
