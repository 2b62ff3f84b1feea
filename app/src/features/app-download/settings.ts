/**
 * Reading the download settings (contract/src/download.ts): a rule counts only when enabled, and
 * a number only when its value reads as one ("3" and 3 alike); anything else leaves it off.
 */
import type { DownloadSettingKey, DownloadSettings } from '@wps/contract/download';

export function isOn(settings: DownloadSettings, key: DownloadSettingKey): boolean {
  return settings[key]?.enabled === true;
}

/** The value of an enabled setting as a finite number, else null. */
export function numberOf(settings: DownloadSettings, key: DownloadSettingKey): number | null {
  const entry = settings[key];
  if (!entry?.enabled || entry.value === null || entry.value === '') return null;
  const value = Number(entry.value);
  return Number.isFinite(value) ? value : null;
}

/** The value of an enabled setting as trimmed text; empty when off or blank. */
export function textOf(settings: DownloadSettings, key: DownloadSettingKey): string {
  const entry = settings[key];
  return entry?.enabled && entry.value !== null ? String(entry.value).trim() : '';
}
