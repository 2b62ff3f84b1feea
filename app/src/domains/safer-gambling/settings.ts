/**
 * The merchant's safer-gambling settings (contract/README.md "Safer gambling"): which
 * tools the site offers, the help organisation, the licence text. They come with the site
 * status (its `saferGambling` field), so a guest's home asks no call of its own for them; the
 * registration warning has them before any login. Parsed here, not by the status schema, so the
 * entry does not carry their schema. A status without them (or with a malformed field) is an
 * error nobody sees: the page simply shows no safer-gambling parts.
 */
import { useMemo } from 'react';
import * as v from 'valibot';
import {
  saferGamblingSettingsSchema,
  type SaferGamblingSettings,
} from '@wps/contract/safer-gambling';
import { useSiteStatus } from '../site/status';

export const saferGamblingKeys = {
  all: ['saferGambling'] as const,
  state: (token: string) => [...saferGamblingKeys.all, 'state', token] as const,
};

export type SaferGamblingSettingsView = {
  data: SaferGamblingSettings | undefined;
  isPending: boolean;
  isError: boolean;
};

/** The settings of a status field; undefined when it is missing or malformed. */
export function saferGamblingSettingsOf(field: unknown): SaferGamblingSettings | undefined {
  const result = v.safeParse(saferGamblingSettingsSchema, field);
  return result.success ? result.output : undefined;
}

export function useSaferGamblingSettings(): SaferGamblingSettingsView {
  const status = useSiteStatus();
  const field = status.data?.saferGambling;
  return useMemo(() => {
    const data = status.data ? saferGamblingSettingsOf(field) : undefined;
    return {
      data,
      isPending: status.isPending,
      // A status that came without usable settings, or none at all: nothing to wait for.
      isError: !data && (status.isError || !!status.data),
    };
  }, [field, status.data, status.isPending, status.isError]);
}

/** Whether the site offers anything at all: with every tool off the product looks as before. */
export function offersSaferGambling(settings: SaferGamblingSettings | undefined): boolean {
  return !!settings && Object.values(settings.tools).some(Boolean);
}
