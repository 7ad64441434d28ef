import type { RunningMode } from '@wl/session';
import type { ContactLink, ServiceLink } from '../customer-service-modal/rules';
import { contactAppName, floatingServiceItems } from './rules';

const chat: ServiceLink = { key: 'LIVECHAT-1-0', type: 'LIVECHAT', title: 'Chat', url: 'https://chat.example/' };
const tg: ServiceLink = { key: 'TELEGRAM-2-1', type: 'TELEGRAM', title: 'Telegram', url: 'https://t.me/help' };
const contacts: ContactLink[] = [
  { kind: 'messagingService', url: 'https://wa.me/1' },
  { kind: 'messagingApp', url: 'https://t.me/brand' },
  { kind: 'socialNetwork', url: 'https://facebook.com/brand' },
  { kind: 'line', url: 'https://line.me/x' },
];

const describeItems = (items: ReturnType<typeof floatingServiceItems>) =>
  items.map((i) =>
    i.kind === 'contact'
      ? `contact:${i.link.kind}`
      : i.kind === 'service'
        ? `service:${i.link.type}`
        : i.kind === 'page'
          ? `page:${i.page}`
          : i.kind,
  );

const noPages = { messages: false, feedback: false };

describe('floatingServiceItems', () => {
  it.each<{
    name: string;
    services: ServiceLink[];
    contactLinks: ContactLink[];
    mode: RunningMode;
    hasDownload: boolean;
    expected: string[];
  }>([
    {
      name: 'everything configured, in a browser tab: service list, then every configured contact link (Line with a Line link)',
      services: [chat, tg],
      contactLinks: contacts,
      mode: 'browser',
      hasDownload: true,
      expected: [
        'service:LIVECHAT',
        'service:TELEGRAM',
        'contact:messagingService',
        'contact:messagingApp',
        'contact:socialNetwork',
        'contact:line',
        'page:announcements',
        'download',
        'scrollTop',
      ],
    },
    {
      name: 'nothing configured: announcements and scroll-to-top',
      services: [],
      contactLinks: [],
      mode: 'browser',
      hasDownload: false,
      expected: ['page:announcements', 'scrollTop'],
    },
    {
      name: 'links show only when configured',
      services: [chat],
      contactLinks: [{ kind: 'socialNetwork', url: 'https://facebook.com/brand' }],
      mode: 'browser',
      hasDownload: true,
      expected: ['service:LIVECHAT', 'contact:socialNetwork', 'page:announcements', 'download', 'scrollTop'],
    },
    {
      name: 'no download trigger in the native app',
      services: [],
      contactLinks: [],
      mode: 'native',
      hasDownload: true,
      expected: ['page:announcements', 'scrollTop'],
    },
    {
      name: 'no download trigger as an installed web app',
      services: [],
      contactLinks: [],
      mode: 'standalone',
      hasDownload: true,
      expected: ['page:announcements', 'scrollTop'],
    },
    {
      name: 'no download trigger in a home-screen clip',
      services: [],
      contactLinks: [],
      mode: 'webclip',
      hasDownload: true,
      expected: ['page:announcements', 'scrollTop'],
    },
    {
      name: 'no download trigger without download options',
      services: [],
      contactLinks: [],
      mode: 'browser',
      hasDownload: false,
      expected: ['page:announcements', 'scrollTop'],
    },
  ])('$name', ({ services, contactLinks, mode, hasDownload, expected }) => {
    expect(
      describeItems(
        floatingServiceItems({
          serviceLinks: services,
          contactLinks,
          runningMode: mode,
          hasDownloadOptions: hasDownload,
          pages: noPages,
        }),
      ),
    ).toEqual(expected);
  });
});

describe('floatingServiceItems: the live chat', () => {
  it.each([
    [true, ['chat', 'page:announcements', 'scrollTop']],
    [false, ['page:announcements', 'scrollTop']],
  ])('liveChat %s → %j', (liveChat, kinds) => {
    expect(
      describeItems(
        floatingServiceItems({
          serviceLinks: [],
          contactLinks: [],
          runningMode: 'browser',
          hasDownloadOptions: false,
          liveChat,
        }),
      ),
    ).toEqual(kinds);
  });
});

describe('floatingServiceItems: messages, announcements and feedback (spec: the service menu offers…)', () => {
  it.each<[string, { messages: boolean; feedback: boolean }, string[]]>([
    [
      'messages (MAILCEN) and feedback (FEEDBACK3) allowed',
      { messages: true, feedback: true },
      ['page:messages', 'page:announcements', 'page:feedback', 'scrollTop'],
    ],
    ['messages off', { messages: false, feedback: true }, ['page:announcements', 'page:feedback', 'scrollTop']],
    ['feedback off', { messages: true, feedback: false }, ['page:messages', 'page:announcements', 'scrollTop']],
  ])('%s', (_name, pages, expected) => {
    expect(
      describeItems(
        floatingServiceItems({
          serviceLinks: [],
          contactLinks: [],
          runningMode: 'browser',
          hasDownloadOptions: false,
          pages,
        }),
      ),
    ).toEqual(expected);
  });

  it('points at the spec routes', () => {
    const items = floatingServiceItems({
      serviceLinks: [],
      contactLinks: [],
      runningMode: 'browser',
      hasDownloadOptions: false,
      pages: { messages: true, feedback: true },
    });
    expect(items.flatMap((i) => (i.kind === 'page' ? [i.to] : []))).toEqual([
      '/m/webEmail',
      '/m/notice',
      '/m/feedback',
    ]);
  });
});

describe('contactAppName: the app a link leads to', () => {
  it.each<[string, string | undefined]>([
    ['https://t.me/brand', 'Telegram'],
    ['https://wa.me/5500000000000', 'WhatsApp'],
    ['https://www.facebook.com/brand', 'Facebook'],
    ['https://m.facebook.com/brand', 'Facebook'],
    ['https://www.instagram.com/brand', 'Instagram'],
    ['https://line.me/R/ti/p/brand', 'LINE'],
    ['https://x.com/brand', 'X'],
    ['https://notfacebook.com/brand', undefined],
    ['https://chat.example/help', undefined],
    ['not a url', undefined],
  ])('%s → %s', (url, name) => {
    expect(contactAppName(url)).toBe(name);
  });
});
