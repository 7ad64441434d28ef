/// <reference types="vite/client" />
import { z } from 'zod';
import { neutralTheme, type UiTheme } from '../src/theme/index';

/**
 * Every brand folder's theme, found at build time: a new brands/<id>/brand.json appears in the toolbar
 * without code changes. Only the fields the preview needs are read; the full schema lives in @wl/brand.
 */
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const BrandTheme = z.object({
  id: z.string().min(1),
  displayName: z.string().min(1),
  theme: z.object({
    mode: z.enum(['light', 'dark']),
    fontFamily: z.string().min(1),
    radius: z.string().min(1),
    colors: z.object({
      primary: hex,
      onPrimary: hex,
      accent: hex,
      background: hex,
      surface: hex,
      text: hex,
      textMuted: hex,
      header: hex,
      onHeader: hex,
      border: hex,
      danger: hex,
      success: hex,
    }),
  }),
});

export interface PreviewBrand {
  id: string;
  name: string;
  theme: UiTheme;
}

export const neutralBrand: PreviewBrand = { id: 'neutral', name: 'Neutral (built-in)', theme: neutralTheme };

const files = import.meta.glob<unknown>('../../../brands/*/brand.json', { eager: true, import: 'default' });

function loadBrands(): PreviewBrand[] {
  const brands: PreviewBrand[] = [];
  for (const [path, json] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const parsed = BrandTheme.safeParse(json);
    if (parsed.success) brands.push({ id: parsed.data.id, name: parsed.data.displayName, theme: parsed.data.theme });
    else
      console.warn(
        `Storybook: ${path} skipped, its theme does not parse: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
      );
  }
  return brands.length > 0 ? brands : [neutralBrand];
}

export const previewBrands: PreviewBrand[] = loadBrands();

export function brandById(id: unknown): PreviewBrand {
  return previewBrands.find((brand) => brand.id === id) ?? previewBrands[0] ?? neutralBrand;
}
