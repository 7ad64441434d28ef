import { checkTiming, drawAt, drawOfNumero, isOpen, lastDueDraw, openDraw } from './schedule';

const fiveMinutes = { drawSeconds: 300, closeSeconds: 30 };
const midnight = Date.UTC(2025, 5, 12); // 2025-06-12 00:00 UTC
const at = (h: number, m: number, s = 0) => midnight + ((h * 60 + m) * 60 + s) * 1000;

describe('draw schedule: one draw every interval, aligned to UTC midnight, closing before the draw', () => {
  it.each<[string, number, string, number, number]>([
    ['just after midnight → the first draw of the day', at(0, 0, 1), '20250612-0001', at(0, 4, 30), at(0, 5)],
    ['one second before close → still that draw', at(0, 4, 29), '20250612-0001', at(0, 4, 30), at(0, 5)],
    ['at close → the next draw takes bets', at(0, 4, 30), '20250612-0002', at(0, 9, 30), at(0, 10)],
    ['between close and draw → the next draw', at(0, 4, 50), '20250612-0002', at(0, 9, 30), at(0, 10)],
    [
      'last period of the day, drawn at midnight, is dated the day it started',
      at(23, 56),
      '20250612-0288',
      at(23, 59, 30),
      at(24, 0),
    ],
    [
      'after the last close → the first draw of the next day',
      at(23, 59, 31),
      '20250613-0001',
      at(24, 4, 30),
      at(24, 5),
    ],
  ])('%s', (_name, now, numero, closeAt, drawTime) => {
    const draw = openDraw(now, fiveMinutes);
    expect(draw).toMatchObject({ numero, closeAt, drawAt: drawTime });
    expect(isOpen(draw, now)).toBe(true);
    expect(draw.openAt).toBe(draw.closeAt - 300_000);
  });

  it('the last due draw is the latest whose draw time has come', () => {
    expect(lastDueDraw(at(0, 5), fiveMinutes).numero).toBe('20250612-0001');
    expect(lastDueDraw(at(0, 9, 59), fiveMinutes).numero).toBe('20250612-0001');
    expect(lastDueDraw(at(0, 10), fiveMinutes).numero).toBe('20250612-0002');
  });

  it.each(['20250612-0001', '20250612-0137', '20250612-0288', '20240229-0100'])(
    'numero %s reads back to the same draw',
    (numero) => {
      const draw = drawOfNumero(numero, fiveMinutes);
      expect(draw?.numero).toBe(numero);
      expect(drawAt(draw?.k ?? 0, fiveMinutes)).toEqual(draw);
    },
  );

  it.each(['20250612-0000', '20250612-0289', '20250230-0001', '2025061-0001', 'x', '20250612-1'])(
    '%s is not a draw number of a 5-minute game',
    (numero) => {
      expect(drawOfNumero(numero, fiveMinutes)).toBeNull();
    },
  );

  it('a short test interval numbers its draws the same way', () => {
    const timing = { drawSeconds: 15, closeSeconds: 3 };
    const draw = openDraw(at(0, 1, 0), timing);
    expect(draw.numero).toBe('20250612-0005');
    expect(draw.closeAt - at(0, 1, 0)).toBe(12_000);
  });

  it.each([
    [{ drawSeconds: 7, closeSeconds: 1 }, /dividing a day/],
    [{ drawSeconds: 5, closeSeconds: 1 }, /≥ 10/],
    [{ drawSeconds: 60, closeSeconds: 31 }, /half/],
    [{ drawSeconds: 60, closeSeconds: 0 }, /close lead/],
  ])('rejects the timing %j', (timing, message) => {
    expect(() => checkTiming(timing)).toThrow(message);
  });
});
