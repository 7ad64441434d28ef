import type { BrandConfig } from '@wl/brand/schema';
import { localeOf } from '@wl/i18n/languages';
import type { DemoTexts } from './demo-texts';
import { fill } from './demo-texts';

export function escapeHtml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c,
  );
}

/** The brand's colours as the CSS variables the page's style sheet reads. */
function themeCss(brand: BrandConfig): string {
  const c = brand.theme.colors;
  return (
    `:root{color-scheme:${brand.theme.mode};--primary:${c.primary};--on-primary:${c.onPrimary};--accent:${c.accent};` +
    `--background:${c.background};--surface:${c.surface};--text:${c.text};--muted:${c.textMuted};--border:${c.border};` +
    `--danger:${c.danger};--success:${c.success};--header:${c.header};--on-header:${c.onHeader};--radius:${brand.theme.radius};` +
    `--font:${brand.theme.fontFamily}}`
  );
}

export interface PageFrame {
  brand: BrandConfig;
  language: string;
  texts: DemoTexts;
  nonce: string;
  styleUrl: string;
}

function frame(page: PageFrame, title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="${localeOf(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · ${escapeHtml(page.brand.displayName)}</title>
<style nonce="${page.nonce}">${themeCss(page.brand)}</style>
<link rel="stylesheet" href="${page.styleUrl}">
</head>
<body>
${body}
${script}
</body>
</html>`;
}

/** A page that only says what happened and leads back to the site (expired link, ended session). */
export function messagePage(page: PageFrame, message: string, backPath = '/m/home'): string {
  const t = page.texts;
  return frame(
    page,
    t['title'] ?? '',
    `<main class="message"><h1>${escapeHtml(t['title'] ?? '')}</h1><p role="alert">${escapeHtml(message)}</p>
<a class="back" href="${escapeHtml(backPath)}">${escapeHtml(t['back'] ?? '')}</a></main>`,
  );
}

export interface GamePage extends PageFrame {
  gameName: string;
  vendorName: string;
  kind: 'slot' | 'dice';
  minBet: number;
  maxBet: number;
  currencySymbol: string;
  backPath: string;
  scriptUrl: string;
  /** The betting record's address for the reality check's link, or null when the entry rule does not offer it (docs/decisions/0035). */
  recordPath: string | null;
}

/**
 * The demo game: a header with the way back, the balance, the reels or dice, a stake field and the
 * play control; results and problems are announced (status and alert live regions). The reality
 * check (issue 13) is a modal dialog: while it shows, the page under it is inert. The script reads
 * the texts from the JSON block and talks to `/demo-games/api/*` with the game-session cookie.
 */
export function gamePage(page: GamePage): string {
  const t = page.texts;
  const texts = JSON.stringify({ ...t, currency: page.currencySymbol }).replace(/</g, '\\u003c');
  const minBet = page.minBet.toFixed(2);
  const maxBet = page.maxBet.toFixed(2);
  const cells = page.kind === 'slot' ? ['?', '?', '?'] : ['?', '?', '?'];
  const board = `<div class="board board-${page.kind}" role="img" aria-label="${escapeHtml(page.kind === 'slot' ? (t['reels'] ?? '') : (t['dice'] ?? ''))}" id="board">${cells
    .map((cell) => `<span class="cell">${cell}</span>`)
    .join('')}</div>`;
  const pick =
    page.kind === 'dice'
      ? `<fieldset class="pick"><legend>${escapeHtml(t['pickLabel'] ?? '')}</legend>
<label><input type="radio" name="pick" value="high" checked> ${escapeHtml(t['big'] ?? '')}</label>
<label><input type="radio" name="pick" value="low"> ${escapeHtml(t['small'] ?? '')}</label></fieldset>`
      : '';
  const body = `<header class="bar">
<a class="back" href="${escapeHtml(page.backPath)}"><span class="chevron" aria-hidden="true">‹</span>${escapeHtml(t['back'] ?? '')}</a>
<p class="balance"><span aria-hidden="true">${escapeHtml(t['balance'] ?? '')}: </span><output id="balance" aria-label="${escapeHtml(t['balance'] ?? '')}" aria-live="polite">…</output></p>
</header>
<main class="game" data-kind="${page.kind}">
<h1>${escapeHtml(page.gameName)}</h1>
<p class="vendor">${escapeHtml(page.vendorName)}</p>
${board}
<form id="play" novalidate>
${pick}
<label for="stake">${escapeHtml(t['stake'] ?? '')}</label>
<input id="stake" name="stake" type="number" inputmode="decimal" min="${minBet}" max="${maxBet}" step="0.01" value="${minBet}" required aria-describedby="stake-hint">
<p id="stake-hint" class="hint">${escapeHtml(fill(t['stakeHint'] ?? '', { min: `${page.currencySymbol}${minBet}`, max: `${page.currencySymbol}${maxBet}` }))}</p>
<button type="submit" id="play-button">${escapeHtml(page.kind === 'slot' ? (t['spin'] ?? '') : (t['roll'] ?? ''))}</button>
</form>
<p id="result" class="result" role="status" aria-label="${escapeHtml(t['result'] ?? '')}"></p>
<p id="problem" class="problem" role="alert"></p>
</main>
<dialog id="reality-check" class="check" aria-labelledby="check-title" aria-describedby="check-elapsed check-net check-paused">
<h2 id="check-title">${escapeHtml(t['checkTitle'] ?? '')}</h2>
<p id="check-elapsed"></p>
<p id="check-net"></p>
<p id="check-paused">${escapeHtml(t['checkPaused'] ?? '')}</p>
${page.recordPath === null ? '' : `<p><a href="${escapeHtml(page.recordPath)}">${escapeHtml(t['checkRecord'] ?? '')}</a></p>\n`}<div class="check-actions">
<button type="button" id="check-logout" class="secondary">${escapeHtml(t['checkLogout'] ?? '')}</button>
<button type="button" id="check-continue">${escapeHtml(t['checkContinue'] ?? '')}</button>
</div>
</dialog>`;
  const script = `<script type="application/json" id="demo-texts">${texts}</script>
<script src="${page.scriptUrl}" defer></script>`;
  return frame(page, page.gameName, body, script);
}
