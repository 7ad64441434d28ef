import { hotNewsVideos, isVideoFile, safeMediaUrl, taskLink } from './task-rules';

describe('task page', () => {
  it.each<[{ resourceType: string; url: string }[] | undefined, string | null]>([
    [undefined, null],
    [[{ resourceType: 'IOS', url: 'https://a.example' }], null],
    [[{ resourceType: 'TASK', url: 'https://tasks.example/play' }], 'https://tasks.example/play'],
    [[{ resourceType: 'TASK', url: 'javascript:alert(1)' }], null],
    [[{ resourceType: 'TASK', url: '/tasks/daily' }], '/tasks/daily'],
  ])('task link of %j is %s (no link → home)', (resources, link) => {
    expect(taskLink(resources)).toBe(link);
  });

  it('hot news shows only banners with a linkage, and only safe addresses', () => {
    expect(
      hotNewsVideos([
        { url: '/a.png', linkage: 'https://video.example/1.mp4' },
        { url: '/b.png', linkage: null },
        { url: '/c.png' },
        { url: '/d.png', linkage: 'data:text/html,x' },
        { url: '/e.png', linkage: 'https://www.youtube-nocookie.com/embed/x' },
      ]),
    ).toEqual([
      { poster: '/a.png', video: 'https://video.example/1.mp4' },
      { poster: '/e.png', video: 'https://www.youtube-nocookie.com/embed/x' },
    ]);
  });

  it.each([
    ['https://a.example/v.mp4', true],
    ['https://a.example/v.webm?x=1', true],
    ['https://www.youtube-nocookie.com/embed/x', false],
  ])('%s is a video file: %s', (url, file) => {
    expect(isVideoFile(url)).toBe(file);
  });

  it.each([
    ['//evil.example/x', false],
    ['http://evil.example/x', false],
    ['http://aurora.localhost:4200/x', true],
    ['', false],
  ])('%s may be embedded: %s', (url, ok) => {
    expect(safeMediaUrl(url)).toBe(ok);
  });
});
