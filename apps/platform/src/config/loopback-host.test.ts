import { isLoopbackHost } from './loopback-host';

describe('a listening address that only this machine reaches', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['LOCALHOST', true],
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['10.0.0.5', false],
    ['128.0.0.1', false],
    ['127.0.0.256', false],
    ['example.com', false],
    ['localhost.example.com', false],
    ['::ffff:10.0.0.1', false],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
