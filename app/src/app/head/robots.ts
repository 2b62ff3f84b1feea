/**
 * The noindex rule of spec §2, exactly: noindex on hosts that do not start with "www" (localhost
 * excepted), on paths outside the home, help, activity, register and news set, and on paths more
 * than two levels deep. Anything else may be indexed.
 */
const INDEXABLE_PATHS: readonly string[] = [
  '/',
  '/m/index',
  '/m/index.html',
  '/m/home',
  '/m/help',
  '/m/activity',
  '/m/register',
  '/m/register.html',
  '/m/news',
];

export function shouldNoindex(host: string, path: string): boolean {
  const hostName = host.toLowerCase().replace(/:\d+$/, '');
  const wrongHost = !hostName.startsWith('www') && hostName !== 'localhost';
  const depth = path.split('/').filter(Boolean).length;
  return wrongHost || !INDEXABLE_PATHS.includes(path) || depth > 2;
}
