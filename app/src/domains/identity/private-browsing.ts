/**
 * Private browsing blocks social sign-in (spec §5): the providers keep their state in web
 * storage and IndexedDB, which private windows refuse or drop (older Safari throws on any
 * localStorage write; Firefox's private windows had no IndexedDB).
 */
export async function isPrivateBrowsing(): Promise<boolean> {
  try {
    const probe = '__wps_private_probe__';
    sessionStorage.setItem(probe, '1');
    sessionStorage.removeItem(probe);
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
  } catch {
    return true;
  }
  if (typeof indexedDB === 'undefined' || indexedDB === null) return true;
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open('__wps_private_probe__');
      request.onsuccess = () => {
        request.result.close();
        resolve(false);
      };
      request.onerror = () => resolve(true);
    } catch {
      resolve(true);
    }
  });
}
