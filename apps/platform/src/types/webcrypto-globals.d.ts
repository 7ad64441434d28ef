// The shared contract (`@wl/api-client/contract`, sealed bodies) names the WebCrypto types as the
// browser's globals; on Node they are the same objects, typed under `node:crypto`'s `webcrypto`.
declare global {
  type CryptoKey = import('node:crypto').webcrypto.CryptoKey;
  type SubtleCrypto = import('node:crypto').webcrypto.SubtleCrypto;
}
export {};
