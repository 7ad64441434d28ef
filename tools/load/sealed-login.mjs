// Seals login bodies with the site's own sealing (libs/api-client): run the load scripts with `node --import tsx`.
// Every body is single-use and carries the platform's time, so each request gets a fresh one.
import { importSealingKey, sealPayload } from '@wl/api-client/contract/sealed-body';
import { systemCalls } from '@wl/api-client/contract';

/** Fetches the platform's public key and time once; the returned function seals one login body per call. */
export async function loginSealer(base, merchant) {
  const answer = await (await fetch(`${base}${systemCalls.encryptionKey.path}`)).json();
  const { keyId, publicKey, serverTime } = answer.value;
  const key = { keyId, publicKey: await importSealingKey(publicKey) };
  const offset = serverTime - Date.now();
  return async function seal(payload) {
    const sealed = await sealPayload(payload, key, Date.now() + offset);
    return {
      body: JSON.stringify(sealed.body),
      headers: { 'content-type': 'application/json', merchant, ...sealed.headers },
    };
  };
}
