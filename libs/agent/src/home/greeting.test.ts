import { greetingFor } from './greeting';

describe('greeting by hour (agent home): morning 0–10, early afternoon 11–14, late afternoon 15–18, evening 19–24', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
    [24, 'evening'],
  ])('hour %i → %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});
