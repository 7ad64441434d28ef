/**
 * Banner and promotion pictures drawn from a brand's colours: abstract art without words (the
 * site shows each banner's title beside it, in the visitor's language). Pure; colours are
 * checked to be #rrggbb before they reach the SVG.
 */
export const artKinds = ['welcome', 'reload', 'cashback', 'referral', 'login', 'register', 'news', 'vip'] as const;
export type ArtKind = (typeof artKinds)[number];

export interface ArtColours {
  primary: string;
  accent: string;
  surface: string;
  onPrimary: string;
}

const hex = /^#[0-9a-fA-F]{6}$/;
const safe = (colour: string, fallback: string) => (hex.test(colour) ? colour : fallback);

/** A deterministic pseudo-random sequence, so one kind always draws the same picture. */
function sequence(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export function artSvg(kind: ArtKind, colours: ArtColours, width = 750, height = 300): string {
  const primary = safe(colours.primary, '#0a6ed1');
  const accent = safe(colours.accent, '#ff9f1c');
  const surface = safe(colours.surface, '#ffffff');
  const ink = safe(colours.onPrimary, '#ffffff');
  const next = sequence(artKinds.indexOf(kind) + 7);
  const circles = Array.from({ length: 9 }, () => {
    const r = 18 + next() * 70;
    return `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${next() > 0.5 ? accent : surface}" opacity="${(0.12 + next() * 0.3).toFixed(2)}"/>`;
  }).join('');
  const cx = width * 0.78;
  const cy = height * 0.5;
  const emblem: Record<ArtKind, string> = {
    welcome: `<path d="M${cx - 60} ${cy - 10}h120v80h-120z" fill="${accent}"/><path d="M${cx - 70} ${cy - 40}h140v30h-140z" fill="${ink}"/><path d="M${cx - 8} ${cy - 40}h16v110h-16z" fill="${primary}"/>`,
    reload: `<circle cx="${cx}" cy="${cy}" r="70" fill="none" stroke="${ink}" stroke-width="18"/><path d="M${cx + 55} ${cy - 70}l40 20-40 30z" fill="${accent}"/>`,
    cashback: `<circle cx="${cx}" cy="${cy}" r="75" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="55" fill="none" stroke="${ink}" stroke-width="8"/>`,
    referral: `<circle cx="${cx - 40}" cy="${cy - 20}" r="30" fill="${ink}"/><circle cx="${cx + 40}" cy="${cy - 20}" r="30" fill="${accent}"/><path d="M${cx - 90} ${cy + 70}a50 50 0 0 1 100 0zM${cx - 10} ${cy + 70}a50 50 0 0 1 100 0z" fill="${ink}" opacity="0.9"/>`,
    login: `<rect x="${cx - 55}" y="${cy - 10}" width="110" height="85" rx="12" fill="${ink}"/><path d="M${cx - 35} ${cy - 10}v-25a35 35 0 0 1 70 0v25" fill="none" stroke="${accent}" stroke-width="14"/>`,
    register: `<rect x="${cx - 60}" y="${cy - 75}" width="120" height="150" rx="12" fill="${ink}"/><path d="M${cx - 35} ${cy - 35}h70M${cx - 35} ${cy}h70M${cx - 35} ${cy + 35}h40" stroke="${accent}" stroke-width="12"/>`,
    news: `<rect x="${cx - 70}" y="${cy - 60}" width="140" height="120" rx="10" fill="${ink}"/><path d="M${cx - 50} ${cy - 30}h100M${cx - 50} ${cy}h100M${cx - 50} ${cy + 30}h60" stroke="${primary}" stroke-width="10"/>`,
    vip: `<path d="M${cx - 80} ${cy + 50}l-10-90 50 40 40-60 40 60 50-40-10 90z" fill="${accent}"/><rect x="${cx - 80}" y="${cy + 55}" width="160" height="18" fill="${ink}"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.85"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${emblem[kind]}</svg>`;
}

/** The address of a brand's picture of one kind, as a PNG (`GET /media/art/:brandId/:kind.png`, decision 0073). */
export const artPath = (brandId: string, kind: string): string => `/media/art/${brandId}/${kind}.png`;
