/**
 * The first language: the one stored under the local key `language` when the brand offers it,
 * otherwise the brand's default. Codes are the platform's upper-case codes.
 */
export function pickLanguage(
  stored: string | null | undefined,
  brand: { default: string; offered: readonly string[] },
): string {
  const code = stored?.trim().toUpperCase();
  return code && brand.offered.includes(code) ? code : brand.default;
}
