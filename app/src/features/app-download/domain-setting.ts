/**
 * The `domains` setting (spec §3, §4 domain switch): host names separated by commas, semicolons,
 * spaces or new lines, as operators type them into a back office ("https://m.site.com/",
 * "*.site.com", "SITE.com:443"). An entry matches its host and every subdomain of it: affiliate
 * links use the subdomain as the affiliate code (spec §2), and they are the same site.
 */
function hostOf(entry: string): string {
  return entry
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z\d+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/^\*\./, '')
    .replace(/\.$/, '');
}

export function domainListed(domain: string, list: string | number | null): boolean {
  const host = hostOf(domain);
  if (!host || list === null) return false;
  return String(list)
    .split(/[\s,;]+/)
    .map(hostOf)
    .some((entry) => entry !== '' && (host === entry || host.endsWith(`.${entry}`)));
}
