/** Copies text to the clipboard; false when the browser refuses (the text stays selectable on screen). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The full registration link of an invitation, on the site's own origin. */
export function inviteLink(origin: string, registerPath: string): string {
  return `${origin.replace(/\/$/, '')}${registerPath}`;
}
