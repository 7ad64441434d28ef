import { z } from 'zod/mini';
import { callPath, type Call } from './call';

const answer = z.object({ ok: z.boolean() });

describe('callPath', () => {
  it.each([
    ['/wps/relay/CSP_unreadCount', undefined, '/wps/relay/CSP_unreadCount'],
    ['/ops/merchants/:merchant/switches', { merchant: 'AURORA01' }, '/ops/merchants/AURORA01/switches'],
    [
      '/ops/merchants/:merchant/members/:username',
      { merchant: 'A B', username: 'x/y' },
      '/ops/merchants/A%20B/members/x%2Fy',
    ],
    ['/ops/operators/:operator/exclusions/:id/lift', { operator: 'op', id: 7 }, '/ops/operators/op/exclusions/7/lift'],
  ] as const)('%s with %o is %s', (path, params, expected) => {
    expect(callPath({ method: 'GET', path, answer } as const satisfies Call, params)).toBe(expected);
  });

  it('refuses a path whose parameter has no value, naming it', () => {
    const call = { method: 'PUT', path: '/ops/merchants/:merchant/switches', answer } as const satisfies Call;
    expect(() => callPath(call, {})).toThrow('PUT /ops/merchants/:merchant/switches: no value for :merchant');
  });
});
