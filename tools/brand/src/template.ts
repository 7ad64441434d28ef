/** The placeholders the shell's index.html carries for the assembler. */
export const placeholders = {
  lang: '__WL_LANG__',
  title: '__WL_TITLE__',
  head: '<!--wl:head-->',
  skeleton: '<!--wl:skeleton-->',
  data: '<!--wl:data-->',
} as const;

export type TemplateParts = Record<keyof typeof placeholders, string>;

/** Names of the placeholders missing from a template (empty when it is a proper shell build). */
export function missingPlaceholders(template: string): string[] {
  return Object.values(placeholders).filter((p) => !template.includes(p));
}

/** Fills every placeholder; the parts must already be escaped for where they go. */
export function fillTemplate(template: string, parts: TemplateParts): string {
  let html = template;
  for (const key of Object.keys(placeholders) as (keyof typeof placeholders)[]) {
    html = html.split(placeholders[key]).join(parts[key]);
  }
  return html;
}
