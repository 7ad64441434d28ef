import { decodeServicePath, encodeServicePath } from './service-path';

describe('customer-service path (last 8 characters are the key)', () => {
  it.each([
    ['https://t.me/demo_support', 'Ab12Cd34'],
    ['/m/chat?room=1', 'ZZZZ9999'],
    ['https://example.test/ü-ñ', 'k3yK3yk3'],
  ])('round-trips %s', (path, key) => {
    const encoded = encodeServicePath(path, key);
    expect(encoded.endsWith(key)).toBe(true);
    expect(encoded).not.toContain(path);
    expect(decodeServicePath(encoded)).toBe(path);
  });

  it.each([[''], ['short'], ['!!!!notbase64!!12345678'], ['abc$%^&*']])('rejects malformed value %j', (value) => {
    expect(decodeServicePath(value)).toBeNull();
  });

  it('refuses a key that is not 8 letters or digits', () => {
    expect(() => encodeServicePath('/x', 'short')).toThrow();
  });
});
