import { recordDateTimeFormat } from './record-time';

// 2024-05-31T16:30:00Z: already 1 June in Manila (UTC+8), still 31 May in São Paulo (UTC−3) and in UTC.
const nearMidnight = Date.UTC(2024, 4, 31, 16, 30);

describe('record times in the brand’s time zone, whatever the device’s', () => {
  it.each([
    ['en', 'Asia/Manila', '6/1/24, 12:30 AM'],
    ['en', 'UTC', '5/31/24, 4:30 PM'],
    ['pt-BR', 'America/Sao_Paulo', '31/05/2024, 13:30'],
    ['pt-BR', 'Asia/Manila', '01/06/2024, 00:30'],
  ])('%s in %s → %s', (locale, timeZone, text) => {
    expect(recordDateTimeFormat(locale, timeZone)(nearMidnight).replace(/\u202f/g, ' ')).toBe(text);
  });
});
