/**
 * A merchant's download-prompt settings, its `downloadSetting` document (contract §5, spec §3):
 * the settings every domain gets, plus `byDomain` overrides keyed by host name, since
 * WPSCORE_getDownloadSetting is asked per domain (spec §7). The control API refuses a patch
 * that breaks this shape, so the relay never meets a malformed document.
 */
import * as v from 'valibot';
import type { JsonObject } from '../json/merge-patch.ts';

const entrySchema = v.strictObject({
  enabled: v.boolean(),
  value: v.optional(v.nullable(v.union([v.string(), v.number()]))),
});

export const downloadSettingDocumentSchema = v.objectWithRest(
  { byDomain: v.optional(v.record(v.string(), v.record(v.string(), entrySchema))) },
  entrySchema,
);

/** The settings of `domain`: the merchant's own, each entry of its override replacing them. */
export function downloadSettingFor(document: JsonObject, domain: string): JsonObject {
  const { byDomain, ...settings } = document;
  const host = domain.trim().toLowerCase();
  const overrides =
    byDomain && typeof byDomain === 'object' && !Array.isArray(byDomain) ? byDomain[host] : null;
  return overrides && typeof overrides === 'object' && !Array.isArray(overrides)
    ? { ...settings, ...overrides }
    : settings;
}
