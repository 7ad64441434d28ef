import type { ContactLink, ServiceLink } from '../customer-service-modal/rules';
import { contactLink } from './rules';

const service = (url: string): ServiceLink => ({ key: url, type: 'LIVECHAT', title: '', url });
const contact = (kind: ContactLink['kind'], url: string): ContactLink => ({ kind, url });

describe('contactLink: first customer-service entry, else the brand messaging link', () => {
  it.each<[string, ServiceLink[], ContactLink[], string | null]>([
    [
      'first service entry wins',
      [service('https://chat.example/1'), service('https://chat.example/2')],
      [contact('messagingApp', 'https://t.me/b')],
      'https://chat.example/1',
    ],
    [
      'messaging service link next',
      [],
      [
        contact('socialNetwork', 'https://fb.com/b'),
        contact('messagingApp', 'https://t.me/b'),
        contact('messagingService', 'https://wa.me/1'),
      ],
      'https://wa.me/1',
    ],
    [
      'messaging app link next',
      [],
      [contact('socialNetwork', 'https://fb.com/b'), contact('messagingApp', 'https://t.me/b')],
      'https://t.me/b',
    ],
    [
      'Line before social network',
      [],
      [contact('socialNetwork', 'https://fb.com/b'), contact('line', 'https://line.me/x')],
      'https://line.me/x',
    ],
    ['social network last', [], [contact('socialNetwork', 'https://fb.com/b')], 'https://fb.com/b'],
    ['nothing configured', [], [], null],
  ])('%s', (_name, services, contacts, expected) => {
    expect(contactLink(services, contacts)).toBe(expected);
  });
});
