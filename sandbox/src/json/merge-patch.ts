/**
 * JSON Merge Patch (RFC 7396): objects merge recursively, `null` deletes a key, anything else
 * (arrays included) replaces. The control API uses it so tests can change one nested flag
 * without restating the whole document.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

// Keys that could reach Object.prototype if a patch were merged carelessly.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function mergePatch(target: Json | undefined, patch: Json): Json {
  if (!isObject(patch)) return patch;
  const result: JsonObject = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (FORBIDDEN.has(key)) continue;
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}
