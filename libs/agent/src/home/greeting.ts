/**
 * Agent home greeting by hour (spec §2): morning 0–10, early afternoon 11–14, late afternoon 15–18,
 * evening 19–24 (local hours 0–23; 24 is the midnight that ends the day).
 */
export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

export function greetingFor(hour: number): Greeting {
  if (hour >= 0 && hour <= 10) return 'morning';
  if (hour >= 11 && hour <= 14) return 'earlyAfternoon';
  if (hour >= 15 && hour <= 18) return 'lateAfternoon';
  return 'evening';
}

/** Pack key of the greeting. */
export const greetingKey = (greeting: Greeting): string => `agent.home.greeting.${greeting}`;
