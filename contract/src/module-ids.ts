/** ModuleId header per call (contract §6). COMM3 unless a call names another. */
export const ModuleId = {
  common: 'COMM3',
  register: 'REG3',
  registerMobile: 'MOBILENUMREG3',
  smsNoLogin: 'VERIFICATION3',
  loginVerification: 'LOGINIPVERF3',
  password: 'PASS3',
  geetest: 'GEETEST3',
  gameLaunch: 'GAMELO3',
  chat: 'CBS3',
  feedback: 'FEEDBACK3',
} as const;

export type ModuleIdValue = (typeof ModuleId)[keyof typeof ModuleId];
