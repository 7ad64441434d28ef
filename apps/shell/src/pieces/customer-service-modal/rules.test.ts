import { encodeServicePath } from '@wl/api-client/contract/service-path';
import type { CustomerServiceEntry, DownloadLink } from '@wl/api-client/contract/system-status';
import { contactLinks, groupServiceLinks, serviceLinks, type BrandLinks } from './rules';
import { safeExternalUrl } from '../safe-external-url';

const key = 'Ab12Cd34';
const entry = (
  csType: CustomerServiceEntry['csType'],
  csPosition: number,
  url: string,
  title = `${csType} ${csPosition}`,
): CustomerServiceEntry => ({
  csType,
  csPosition,
  title,
  path: encodeServicePath(url, key),
});
const resource = (resourceType: DownloadLink['resourceType'], url: string): DownloadLink => ({
  resourceType,
  url,
  labelNameEn: '',
});

describe('safeExternalUrl: links open only as http(s) URLs', () => {
  it.each([
    ['https://chat.example.com/room?id=1', 'https://chat.example.com/room?id=1'],
    ['http://t.me/brand', 'http://t.me/brand'],
    ['  https://line.me/ti/p/x  ', 'https://line.me/ti/p/x'],
    ['HTTPS://EXAMPLE.COM', 'https://example.com/'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox', null],
    ['ftp://files.example.com', null],
    ['tg://resolve?domain=brand', null],
    ['//evil.example.com', null],
    ['/m/help', null],
    ['https://user:secret@example.com', null],
    ['not a url', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(safeExternalUrl(input)).toBe(expected);
  });
});

describe('serviceLinks: sorted by csPosition, path decoded, undecodable entries omitted', () => {
  it.each<{ name: string; entries: CustomerServiceEntry[]; urls: string[] }>([
    {
      name: 'sorts by csPosition',
      entries: [
        entry('TELEGRAM', 3, 'https://t.me/c'),
        entry('LIVECHAT', 1, 'https://chat.example/a'),
        entry('LIVECHAT', 2, 'https://chat.example/b'),
      ],
      urls: ['https://chat.example/a', 'https://chat.example/b', 'https://t.me/c'],
    },
    {
      name: 'keeps server order on equal positions',
      entries: [entry('LIVECHAT', 1, 'https://x.example/first'), entry('TELEGRAM', 1, 'https://x.example/second')],
      urls: ['https://x.example/first', 'https://x.example/second'],
    },
    {
      name: 'omits a path that is not encoded (too short)',
      entries: [
        { csType: 'LIVECHAT', csPosition: 1, title: 'x', path: 'abc' },
        entry('LIVECHAT', 2, 'https://ok.example/'),
      ],
      urls: ['https://ok.example/'],
    },
    {
      name: 'omits a path with a bad key or body',
      entries: [
        { csType: 'LIVECHAT', csPosition: 1, title: 'x', path: '!!!!notbase64!!!Ab12Cd34' },
        { csType: 'LIVECHAT', csPosition: 2, title: 'y', path: 'aGVsbG8=Ab12Cd3!' },
      ],
      urls: [],
    },
    {
      name: 'omits an entry that decodes to an unsafe URL',
      entries: [entry('LIVECHAT', 1, 'javascript:alert(1)'), entry('TELEGRAM', 2, '/relative')],
      urls: [],
    },
    { name: 'no entries', entries: [], urls: [] },
  ])('$name', ({ entries, urls }) => {
    expect(serviceLinks(entries).map((l) => l.url)).toEqual(urls);
  });

  it('keeps type and trimmed title', () => {
    expect(serviceLinks([entry('TELEGRAM', 1, 'https://t.me/help', '  Help desk ')])).toEqual([
      { key: 'TELEGRAM-1-0', type: 'TELEGRAM', title: 'Help desk', url: 'https://t.me/help' },
    ]);
  });
});

describe('groupServiceLinks: grouped by csType in order of first appearance', () => {
  it.each([
    {
      name: 'live chat first when its entry comes first',
      entries: [
        entry('LIVECHAT', 1, 'https://a.example/'),
        entry('TELEGRAM', 2, 'https://b.example/'),
        entry('LIVECHAT', 3, 'https://c.example/'),
      ],
      groups: [
        ['LIVECHAT', ['https://a.example/', 'https://c.example/']],
        ['TELEGRAM', ['https://b.example/']],
      ],
    },
    {
      name: 'telegram first when its entry has the lowest position',
      entries: [entry('LIVECHAT', 5, 'https://a.example/'), entry('TELEGRAM', 0, 'https://b.example/')],
      groups: [
        ['TELEGRAM', ['https://b.example/']],
        ['LIVECHAT', ['https://a.example/']],
      ],
    },
    {
      name: 'empty groups are not shown',
      entries: [entry('TELEGRAM', 1, 'https://b.example/')],
      groups: [['TELEGRAM', ['https://b.example/']]],
    },
  ])('$name', ({ entries, groups }) => {
    expect(groupServiceLinks(serviceLinks(entries)).map((g) => [g.type, g.links.map((l) => l.url)])).toEqual(groups);
  });
});

describe('contactLinks: each only when configured; the platform resource wins over the brand link', () => {
  const none: BrandLinks = {};
  it.each([
    { name: 'nothing configured', resources: [], links: none, expected: [] },
    {
      name: 'brand links only, in fixed order',
      resources: [],
      links: {
        line: 'https://line.me/x',
        socialNetwork: 'https://facebook.com/b',
        messagingApp: 'https://t.me/b',
        messagingService: 'https://wa.me/1',
      },
      expected: [
        ['messagingService', 'https://wa.me/1'],
        ['messagingApp', 'https://t.me/b'],
        ['socialNetwork', 'https://facebook.com/b'],
        ['line', 'https://line.me/x'],
      ],
    },
    {
      name: 'status resources override brand links',
      resources: [
        resource('TELEGRAM', 'https://t.me/live'),
        resource('FACEBOOK', 'https://fb.com/live'),
        resource('LINE', 'https://line.me/live'),
      ],
      links: { messagingApp: 'https://t.me/brand', socialNetwork: 'https://facebook.com/brand' },
      expected: [
        ['messagingApp', 'https://t.me/live'],
        ['socialNetwork', 'https://fb.com/live'],
        ['line', 'https://line.me/live'],
      ],
    },
    {
      name: 'Line only when a Line link exists',
      resources: [resource('TELEGRAM', 'https://t.me/live')],
      links: none,
      expected: [['messagingApp', 'https://t.me/live']],
    },
    {
      name: 'an unsafe resource falls back to the brand link',
      resources: [resource('TELEGRAM', 'javascript:alert(1)')],
      links: { messagingApp: 'https://t.me/brand' },
      expected: [['messagingApp', 'https://t.me/brand']],
    },
    {
      name: 'download resources are not contact links',
      resources: [resource('IOS', 'https://apps.example/ios'), resource('Android', 'https://apps.example/a.apk')],
      links: none,
      expected: [],
    },
  ])('$name', ({ resources, links, expected }) => {
    expect(contactLinks(resources, links).map((c) => [c.kind, c.url])).toEqual(expected);
  });
});
