import { LanguagePack } from '@wl/brand';
import type { Pack } from '@wl/i18n';

/** Merged packs of the brand's other languages live at `/m/locales/<CODE>.json`. */
export function packUrl(code: string, base: string = import.meta.env.BASE_URL): string {
  return `${base.endsWith('/') ? base : `${base}/`}locales/${encodeURIComponent(code.toUpperCase())}.json`;
}

export async function loadPack(code: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<Pack> {
  const response = await fetchImpl(packUrl(code));
  if (!response.ok) throw new Error(`language pack ${code} not available (HTTP ${response.status})`);
  const parsed = LanguagePack.safeParse(await response.json());
  if (!parsed.success) throw new Error(`language pack ${code} is not a valid pack`);
  return parsed.data;
}
