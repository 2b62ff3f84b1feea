/** The stored session (spec §3 "Session info", key MC_SESSION_INFO). */
export type SessionInfo = {
  id: number | null;
  token: string;
  merchantCode: string;
  userName: string;
  /** customerType of the login response; member type (spec §3). */
  type: number | null;
  firstTimeLogin: boolean;
};
