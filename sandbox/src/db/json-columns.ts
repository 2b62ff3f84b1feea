/** Reading JSON columns back: they are only ever written by this code, so a parse is enough. */
import { isObject, type Json, type JsonObject } from '../json/merge-patch.ts';

export function parseObject(text: string): JsonObject {
  const value = JSON.parse(text) as Json;
  return isObject(value) ? value : {};
}

export function parseArray(text: string): Json[] {
  const value = JSON.parse(text) as Json;
  return Array.isArray(value) ? value : [];
}
