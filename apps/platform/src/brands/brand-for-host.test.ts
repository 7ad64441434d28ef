import { brandIdForHost, hostName } from './brand-for-host';

const brands = [
  { id: 'aurora', domains: ['aurora.localhost', 'm.aurora-games.example'] },
  { id: 'rio', domains: ['rio.localhost', 'm.riojogos.example'] },
  { id: 'new-brand', domains: ['m.new.example'] },
];

describe('brand chosen by host name', () => {
  it.each([
    ['rio.localhost:4200', 'rio'],
    ['rio.localhost', 'rio'],
    ['RIO.LOCALHOST:4310', 'rio'],
    ['new-brand.localhost:9', 'new-brand'],
    ['aurora.localhost:4200', 'aurora'],
    ['m.riojogos.example', 'rio'],
    ['m.riojogos.example.', 'rio'],
    ['m.new.example:443', 'new-brand'],
    ['localhost:4200', 'aurora'],
    ['127.0.0.1:4200', 'aurora'],
    ['[::1]:4200', 'aurora'],
    ['unknown.localhost:4200', 'aurora'],
    ['evil.example', 'aurora'],
    ['rio.localhost.evil.example', 'aurora'],
    ['', 'aurora'],
    [undefined, 'aurora'],
  ])('%s → %s', (host, expected) => {
    expect(brandIdForHost(host, brands, 'aurora')).toBe(expected);
  });

  it.each([
    ['Rio.Localhost:4310', 'rio.localhost'],
    ['[::1]:4200', '::1'],
    ['example.com.', 'example.com'],
    [undefined, ''],
  ])('host name of %s is %s', (header, expected) => {
    expect(hostName(header)).toBe(expected);
  });
});
