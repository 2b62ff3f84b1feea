/**
 * Web push tokens behind one small interface (contract §4): firebase/messaging in production,
 * the sandbox's token source for local runs. Both hand back the registration token that
 * CSP_fcmBind binds to the member.
 */
export type PushProvider = {
  /** A web token for this browser; `fresh` asks for a new one in place of the current one. */
  getToken(fresh: boolean): Promise<string>;
};
