/** The Credential Management constructor of a password (Chromium browsers); not in TypeScript's DOM library. */
type PasswordCredentialConstructor = new (data: { id: string; password: string }) => Credential;

/**
 * After a login or a password change by username, hands the credentials to the browser's password
 * manager (`navigator.credentials.store`), so it offers to save them even though the page never
 * reloads. Browsers without the API rely on the form's `autocomplete` fields instead. The password
 * goes to the password manager only, never to the page's storage (docs/decisions/0008).
 */
export function offerPasswordSave(id: string, password: string): void {
  const PasswordCredential = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  const credentials = globalThis.navigator?.credentials;
  if (!PasswordCredential || !credentials?.store) return;
  try {
    credentials.store(new PasswordCredential({ id, password })).catch(() => undefined);
  } catch {
    // an id or password the browser refuses: nothing to offer
  }
}
