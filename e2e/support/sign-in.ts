/**
 * A member session without the login page, for tests whose subject is something else. The test
 * makes the sandbox's real login call, encrypted as the app sends it (contract §2), and stores
 * the session where the app keeps it (MC_SESSION_INFO) before the test's first app page loads.
 * That saves two cold page loads a test (the login page and home), the largest fixed cost of
 * the suite on a busy machine. Tests about logging in drive the form with logIn.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { Api, Demo } from '@wps/contract/paths';
import { encryptPost } from '../../sandbox/src/test-support/client-crypto.ts';

/** The session the app stores after this login (app/src/domains/account/logged-in.ts). */
export type StoredSession = {
  id: number;
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
};

/** The login answer as it comes over the wire (contract/src/session.ts loginValueSchema). */
type LoginAnswer = {
  id: number;
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin?: boolean;
};

/** Logs in through the API (no page) and answers the session the app would store. */
export async function loginSession(
  request: APIRequestContext,
  userName: string = Demo.userName,
  password: string = Demo.password,
): Promise<StoredSession> {
  const modulus = await (await request.get(`${Api.rsaKey}?_=${Date.now()}`)).text();
  const { body, headers } = encryptPost(modulus, {
    username: userName,
    password,
    type: 'username',
    loginDeviceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    isOfficialAppLogin: false,
  });
  const response = await request.post(Api.login, { data: body, headers });
  const answer = (await response.json()) as { success: boolean; value?: LoginAnswer };
  const value = answer.value;
  if (!answer.success || typeof value?.token !== 'string') {
    throw new Error(`login of ${userName} refused: ${JSON.stringify(answer)}`);
  }
  return {
    id: value.id,
    token: value.token,
    merchantCode: Demo.merchant,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: value.firstTimeLogin ?? false,
  };
}

/**
 * Signs the page's context in as `userName`: the next app page the test opens starts as that
 * member. The page is left on a file of the site where no app runs, so no call is in flight.
 */
export async function signIn(
  page: Page,
  userName: string = Demo.userName,
  password: string = Demo.password,
): Promise<StoredSession> {
  const session = await loginSession(page.request, userName, password);
  await page.goto('/m/icon.svg');
  await page.evaluate((stored) => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(stored));
  }, session);
  return session;
}
