/** WPS paths the app and the sandbox share (spec §7, contract §3). */
export const Api = {
  systemStatus: '/wps/system/status',
  rsaKey: '/wps/session/key/rsa',
  login: '/wps/session/login',
  loginVerification: '/wps/session/login/verification',
  logout: '/wps/session/logout',
  memberInfo: '/wps/member/info',
  balance: '/wps/v2/wallets/balance',
  memberLanguage: '/wps/member/language',
  memberPassword: '/wps/member/password',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  ping: '/wps/system/test/ping',
} as const;

/** Sandbox control API (contract §5); never present on a real back end. */
export const SandboxApi = {
  reset: '/sandbox/reset',
  merchant: (code: string) => `/sandbox/merchants/${encodeURIComponent(code)}`,
  member: (userName: string) => `/sandbox/members/${encodeURIComponent(userName)}`,
  sms: '/sandbox/sms',
  faults: '/sandbox/faults',
  requests: '/sandbox/requests',
  /** GET -> PublishedBuild; PUT PublishManifests -> PublishedBuild (contract/src/builds.ts). */
  buildManifests: '/sandbox/builds/manifests',
} as const;

/** The seeded demo data every fresh sandbox starts with (contract §5). */
export const Demo = {
  merchant: 'demo',
  userName: 'demo01',
  password: 'demo123',
} as const;
