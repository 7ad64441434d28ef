import { escapeHtml, jsonForScript } from './html';
import { atHeight, pngSize, svgSize } from './image-size';
import { imageMimeType } from './mime';
import { fillTemplate, missingPlaceholders } from './template';

describe('html escaping', () => {
  it.each([
    ['Rio & Co', 'Rio &amp; Co'],
    ['<b>"x"</b>', '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'],
    ["it's", 'it&#39;s'],
  ])('escapeHtml(%s)', (text, html) => expect(escapeHtml(text)).toBe(html));

  it('keeps inline JSON from closing its script element', () => {
    const json = jsonForScript({ a: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ a: '</script><script>alert(1)</script>' });
  });
});

describe('image sizes for the sized logo and manifest icons', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 1 1">', { width: 160, height: 40 }],
    ['<svg viewBox="0 0 320 80" xmlns="http://www.w3.org/2000/svg">', { width: 320, height: 80 }],
    ["<svg width='24px' height='12px'>", { width: 24, height: 12 }],
    ['<svg xmlns="http://www.w3.org/2000/svg">', undefined],
    ['not an svg', undefined],
  ])('svgSize(%s)', (svg, size) => expect(svgSize(svg)).toEqual(size));

  it('reads a PNG header', () => {
    const bytes = new Uint8Array(24);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    new DataView(bytes.buffer).setUint32(16, 192);
    new DataView(bytes.buffer).setUint32(20, 96);
    expect(pngSize(bytes)).toEqual({ width: 192, height: 96 });
    expect(pngSize(new Uint8Array(24))).toBeUndefined();
  });

  it.each([
    [{ width: 160, height: 40 }, 32, { width: 128, height: 32 }],
    [{ width: 100, height: 100 }, 32, { width: 32, height: 32 }],
    [undefined, 32, { width: 32, height: 32 }],
  ])('atHeight(%j, %d)', (size, h, expected) => expect(atHeight(size, h)).toEqual(expected));

  it.each([
    ['assets/a.svg', 'image/svg+xml'],
    ['assets/a.PNG', 'image/png'],
    ['assets/a.jpeg', 'image/jpeg'],
    ['assets/a.ico', 'image/x-icon'],
  ])('imageMimeType(%s)', (path, type) => expect(imageMimeType(path)).toBe(type));
});

describe('index.html template', () => {
  const template =
    '<html lang="__WL_LANG__"><title>__WL_TITLE__</title><!--wl:head--><div><!--wl:skeleton--></div><!--wl:data-->';
  const parts = { lang: 'en', title: 'A $& B', head: '<meta>', skeleton: '<header>', data: '<script>' };

  it('fills every placeholder literally (no $ patterns)', () => {
    expect(fillTemplate(template, parts)).toBe(
      '<html lang="en"><title>A $& B</title><meta><div><header></div><script>',
    );
  });

  it.each([
    [template, []],
    ['<html>', ['__WL_LANG__', '__WL_TITLE__', '<!--wl:head-->', '<!--wl:skeleton-->', '<!--wl:data-->']],
    [template.replace('<!--wl:data-->', ''), ['<!--wl:data-->']],
  ])('missingPlaceholders', (html, missing) => expect(missingPlaceholders(html)).toEqual(missing));
});
