import { AnnouncementQuery, parseAnnouncementTypes } from './announcement-calls';
import { chatLanguage } from './chat-calls';
import { FeedbackRequest, checkFeedback, feedbackLength } from './feedback-calls';

describe('chat language: upper case, CN for any Chinese', () => {
  it.each([
    ['en', 'EN'],
    ['EN', 'EN'],
    ['pt', 'PT'],
    ['TY', 'TY'],
    ['CN', 'CN'],
    ['TW', 'CN'],
    ['zh', 'CN'],
    ['zh-TW', 'CN'],
    ['ZH-HK', 'CN'],
    ['zh_CN', 'CN'],
    ['pt-BR', 'PT'],
  ])('%s → %s', (code, expected) => {
    expect(chatLanguage(code)).toBe(expected);
  });
});

describe('feedback validation: type chosen, content 20–200 characters, captcha required', () => {
  const twenty = 'x'.repeat(20);
  it.each<[string, { type: number; content: string; captcha: string }, string[]]>([
    ['a complete form', { type: 1, content: twenty, captcha: 'ab12' }, []],
    ['no type chosen (initial -1)', { type: -1, content: twenty, captcha: 'ab12' }, ['typeRequired']],
    ['an unknown type 5', { type: 5, content: twenty, captcha: 'ab12' }, ['typeRequired']],
    ['type 0 (other issues) is a real choice', { type: 0, content: twenty, captcha: 'ab12' }, []],
    ['19 characters', { type: 6, content: 'x'.repeat(19), captcha: 'ab12' }, ['contentTooShort']],
    [
      '20 characters after trimming only',
      { type: 6, content: `  ${'x'.repeat(19)}  `, captcha: 'ab12' },
      ['contentTooShort'],
    ],
    ['200 characters', { type: 2, content: 'x'.repeat(200), captcha: 'ab12' }, []],
    ['201 characters', { type: 2, content: 'x'.repeat(201), captcha: 'ab12' }, ['contentTooLong']],
    ['no captcha', { type: 3, content: twenty, captcha: ' ' }, ['captchaRequired']],
  ])('%s', (_name, input, problems) => {
    expect(checkFeedback(input)).toEqual(problems);
  });

  it('counts an emoji as one character', () => {
    expect(feedbackLength('😀'.repeat(20))).toBe(20);
  });

  it('the request schema applies the same bounds', () => {
    expect(FeedbackRequest.safeParse({ type: 4, content: 'x'.repeat(19), sender: 'demo' }).success).toBe(false);
    expect(FeedbackRequest.safeParse({ type: 5, content: 'x'.repeat(20), sender: 'demo' }).success).toBe(false);
    expect(
      FeedbackRequest.safeParse({ type: 4, content: 'x'.repeat(20), sender: 'demo', captcha: 'a', captchaId: 'b' })
        .success,
    ).toBe(true);
    // The spec's sender is part of the request.
    expect(FeedbackRequest.safeParse({ type: 4, content: 'x'.repeat(20), captcha: 'a', captchaId: 'b' }).success).toBe(
      false,
    );
    expect(
      FeedbackRequest.safeParse({ type: 4, content: 'x'.repeat(20), sender: '', captcha: 'a', captchaId: 'b' }).success,
    ).toBe(false);
  });
});

describe('announcement types query', () => {
  it.each([
    ['B,PL,PU,H', ['B', 'PL', 'PU', 'H']],
    ['A', ['A']],
    ['PL,PL', ['PL']],
  ])('%s → %j', (types, expected) => {
    expect(parseAnnouncementTypes(types)).toEqual(expected);
  });

  it.each(['', 'X', 'B,,PL', 'b', 'B;PL'])('rejects %j', (types) => {
    expect(AnnouncementQuery.safeParse({ types }).success).toBe(false);
  });
});
