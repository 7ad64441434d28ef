import type { MobileTemplate } from '@wl/api-client/contract/system-status';

/**
 * The app download page's look from the platform's mobile template (visitor-session-games §3:
 * app_background, app_desc, app_desc_font_color). Server values are checked before they reach a style:
 * a colour must be `#rgb` or `#rrggbb`; a background image an https URL or a site path.
 */
export interface AppPageLook {
  /** CSS `background` value, or undefined for the brand's own colours. */
  background?: string;
  /** Colour of the description, or undefined for the brand's text on primary. */
  descriptionColor?: string;
  /** Plain text (never HTML); '' when the platform sets none. */
  description: string;
}

const colour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function imageUrl(value: string): string | undefined {
  if (/^\/(?!\/)[^\s"'()\\]*$/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !/["'()\\\s]/.test(value) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function appPageLook(
  template: Pick<MobileTemplate, 'app_background' | 'app_desc' | 'app_desc_font_color'> | undefined,
): AppPageLook {
  const bg = template?.app_background.trim() ?? '';
  const fg = template?.app_desc_font_color.trim() ?? '';
  const image = colour.test(bg) ? undefined : imageUrl(bg);
  return {
    ...(colour.test(bg) ? { background: bg } : image ? { background: `center / cover no-repeat url("${image}")` } : {}),
    ...(colour.test(fg) ? { descriptionColor: fg } : {}),
    description: template?.app_desc.trim() ?? '',
  };
}
