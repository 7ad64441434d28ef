import { safeBackUrl } from './chat/back-url';
import { popupExecutionsFor } from './popup-rules';

describe('popup announcements: group A for members, B for visitors, F for members on first login', () => {
  it.each([
    [{ loggedIn: false, firstLogin: false }, ['B']],
    [{ loggedIn: false, firstLogin: true }, ['B']],
    [{ loggedIn: true, firstLogin: false }, ['A']],
    [{ loggedIn: true, firstLogin: true }, ['A', 'F']],
  ])('%j → %j', (viewer, executions) => {
    expect(popupExecutionsFor(viewer)).toEqual(executions);
  });
});

describe('chat back link: a site path or this host only', () => {
  it.each([
    ['/m/message', 'a.test', '/m/message'],
    ['/m', 'a.test', '/m'],
    ['http://a.test/m/home', 'a.test', 'http://a.test/m/home'],
    ['https://A.TEST/m/home', 'a.test', 'https://a.test/m/home'],
    ['https://b.test/m/home', 'a.test', null],
    ['//b.test/m', 'a.test', null],
    ['/other', 'a.test', null],
    ['javascript:alert(1)', 'a.test', null],
    ['https://user:pw@a.test/m', 'a.test', null],
  ])('%s on %s → %s', (value, host, expected) => {
    expect(safeBackUrl(value, host)).toBe(expected);
  });
});
