/**
 * System calls beside the status (contract §3): lines and customer service, the web app manifest,
 * event collection; and the obfuscation of customer-service paths.
 */
import * as v from 'valibot';

export const SystemApi = {
  domainRoute: '/wps/system/domainRoute',
  manifest: '/wps/system/manifest.json',
  collect: '/wps/system/collect',
} as const;

export const customerServiceSchema = v.object({
  title: v.optional(v.nullable(v.string())),
  csType: v.string(), // AICAN, MIDUOKE, LIVECHAT, COMM100, COMM100VIP seen; others may come
  csPosition: v.optional(v.nullable(v.number())),
  path: v.string(),
  labelIds: v.optional(v.nullable(v.array(v.number()))),
  // Project addition (contract/README.md "Customer service"): 'tab' = the provider refuses to be
  // framed, so the client opens it in a new tab. Any other value, or none: the chat frame.
  openIn: v.optional(v.nullable(v.string())),
});
export type CustomerService = v.InferOutput<typeof customerServiceSchema>;

export const domainRouteSchema = v.object({
  domainList: v.optional(v.array(v.object({ domainName: v.string() })), []),
  customerService: v.optional(v.array(customerServiceSchema), []),
});
export type DomainRoute = v.InferOutput<typeof domainRouteSchema>;

/** The key is the path's last 8 characters; its UTF-8 bytes repeat over the URL's bytes. */
export const CS_PATH_KEY_LENGTH = 8;
/** 8 printable ASCII characters: one byte each, so the key is exactly 8 bytes. */
const CS_PATH_KEY = /^[\x21-\x7e]{8}$/;

function xor(bytes: Uint8Array, key: Uint8Array): Uint8Array {
  return bytes.map((byte, i) => byte ^ (key[i % key.length] ?? 0));
}

/** path = Base64(UTF-8 url XOR repeating key) + key; the key is 8 ASCII characters. */
export function encodeCsPath(url: string, key: string): string {
  if (!CS_PATH_KEY.test(key)) throw new Error('the key must be 8 printable ASCII characters');
  const bytes = xor(new TextEncoder().encode(url), new TextEncoder().encode(key));
  return btoa(String.fromCharCode(...bytes)) + key;
}

/**
 * The URL hidden in a customer-service path; undefined when the path is not one: too short, a
 * key that is not 8 one-byte characters (not 8 bytes long), bad Base64, or bytes that are not
 * UTF-8 once XOR-ed.
 */
export function decodeCsPath(path: string): string | undefined {
  if (path.length <= CS_PATH_KEY_LENGTH) return undefined;
  const keyText = path.slice(-CS_PATH_KEY_LENGTH);
  if (!CS_PATH_KEY.test(keyText)) return undefined;
  const key = new TextEncoder().encode(keyText);
  try {
    const binary = atob(path.slice(0, -CS_PATH_KEY_LENGTH));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(xor(bytes, key));
  } catch {
    return undefined;
  }
}
