import type { RunningMode } from '@wl/session';
import type { ContactLink, ServiceLink } from '../customer-service-modal/rules';
import { floatingServiceItems } from './rules';

const chat: ServiceLink = { key: 'LIVECHAT-1-0', type: 'LIVECHAT', title: 'Chat', url: 'https://chat.example/' };
const tg: ServiceLink = { key: 'TELEGRAM-2-1', type: 'TELEGRAM', title: 'Telegram', url: 'https://t.me/help' };
const contacts: ContactLink[] = [
  { kind: 'messagingService', url: 'https://wa.me/1' },
  { kind: 'messagingApp', url: 'https://t.me/brand' },
  { kind: 'socialNetwork', url: 'https://facebook.com/brand' },
  { kind: 'line', url: 'https://line.me/x' },
];

const describeItems = (items: ReturnType<typeof floatingServiceItems>) =>
  items.map((i) => (i.kind === 'contact' ? `contact:${i.link.kind}` : i.kind === 'service' ? `service:${i.link.type}` : i.kind));

describe('floatingServiceItems', () => {
  it.each<{ name: string; services: ServiceLink[]; contactLinks: ContactLink[]; mode: RunningMode; hasDownload: boolean; expected: string[] }>([
    {
      name: 'everything configured, in a browser tab',
      services: [chat, tg],
      contactLinks: contacts,
      mode: 'browser',
      hasDownload: true,
      expected: ['contact:messagingApp', 'contact:socialNetwork', 'service:LIVECHAT', 'service:TELEGRAM', 'download', 'scrollTop'],
    },
    { name: 'nothing configured: scroll-to-top only', services: [], contactLinks: [], mode: 'browser', hasDownload: false, expected: ['scrollTop'] },
    {
      name: 'links show only when configured',
      services: [chat],
      contactLinks: [{ kind: 'socialNetwork', url: 'https://facebook.com/brand' }],
      mode: 'browser',
      hasDownload: true,
      expected: ['contact:socialNetwork', 'service:LIVECHAT', 'download', 'scrollTop'],
    },
    { name: 'no download trigger in the native app', services: [], contactLinks: [], mode: 'native', hasDownload: true, expected: ['scrollTop'] },
    { name: 'no download trigger as an installed web app', services: [], contactLinks: [], mode: 'standalone', hasDownload: true, expected: ['scrollTop'] },
    { name: 'no download trigger in a home-screen clip', services: [], contactLinks: [], mode: 'webclip', hasDownload: true, expected: ['scrollTop'] },
    { name: 'no download trigger without download options', services: [], contactLinks: [], mode: 'browser', hasDownload: false, expected: ['scrollTop'] },
  ])('$name', ({ services, contactLinks, mode, hasDownload, expected }) => {
    expect(describeItems(floatingServiceItems({ serviceLinks: services, contactLinks, runningMode: mode, hasDownloadOptions: hasDownload }))).toEqual(expected);
  });
});
