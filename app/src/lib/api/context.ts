/**
 * What every request needs to know about the visitor, set by the features that own it
 * (language by i18n, merchant by the site status) without the layer importing them.
 */
import { DEFAULT_LANGUAGE, headerLanguage } from '../i18n/request-language';
import { isLanguage } from '../i18n/languages';
import { readStored } from '../storage/storage';

/**
 * Before any language file has loaded: the stored choice when the app supports it, else CN. So
 * the boot status call says the same whether or not the stored language's file won the race
 * (app/build/index-html/boot-call.ts's inline script sends the status call with this rule, before the app runs).
 */
function bootLanguage(): string {
  const stored = readStored('language');
  return headerLanguage(isLanguage(stored) ? stored : DEFAULT_LANGUAGE.shared);
}

let language = bootLanguage();
let siteMerchant: string | null = null;

/** Language header: upper case, CN by default, Chinese variants as CN (spec §1, §7). */
export function setRequestLanguage(code: string): void {
  language = headerLanguage(code);
}

export function requestLanguage(): string {
  return language;
}

let merchantWaiters: ((code: string) => void)[] = [];

export function setSiteMerchant(code: string): void {
  siteMerchant = code;
  for (const resolve of merchantWaiters) resolve(code);
  merchantWaiters = [];
}

/** The site's merchant code, once the status has named it (the service worker's URL has it). */
export function siteMerchantKnown(): Promise<string> {
  const known = siteMerchant;
  return known ? Promise.resolve(known) : new Promise((resolve) => merchantWaiters.push(resolve));
}

/** Merchant header: the stored merchant, else the site's merchant code (spec §7). */
export function requestMerchant(): string | null {
  return readStored('merchant') ?? siteMerchant;
}
