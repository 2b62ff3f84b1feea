/**
 * What the session tools remember for one login, in sessionStorage (the tab's session, like the
 * login itself): whether its warning showed and the last reality check answered. Kept here, not
 * in lib/storage's typed keys, whose module is on the first paint. A login is named by its
 * token's first characters, which keeps the token itself out of sessionStorage.
 */
const KEY = 'rg_login';

type Memory = { login: string; warned: boolean; answered: number };

function read(login: string): Memory {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Memory> | null;
    if (stored?.login === login) {
      return {
        login,
        warned: stored.warned === true,
        answered: typeof stored.answered === 'number' ? stored.answered : 0,
      };
    }
  } catch {
    // Unreadable or blocked: as for a new login.
  }
  return { login, warned: false, answered: 0 };
}

function write(memory: Memory): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Private mode: the warning may show again after a reload, which is the safe side.
  }
}

export const loginMemory = {
  warned: (login: string) => read(login).warned,
  setWarned: (login: string) => write({ ...read(login), warned: true }),
  answered: (login: string) => read(login).answered,
  setAnswered: (login: string, at: number) => write({ ...read(login), answered: at }),
};
