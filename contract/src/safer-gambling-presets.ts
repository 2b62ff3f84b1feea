/**
 * Jurisdiction presets of the safer-gambling settings, each a full settings object an
 * operator starts from and edits (contract/README.md "Safer gambling"). What each
 * regulator asks for: UK Gambling Commission RTS 12-14 (deposit limits offered at the first
 * deposit, reality checks shown over play), the Malta Gaming Authority's player-protection
 * directive (limits, reality checks, time-outs, self-exclusion) and Brazil's Portaria SPA/MF
 * 1.231/2024 (loss and time limits, the warning at registration and every login). The help
 * organisations are well-known national ones, each linked to its real homepage; the licence
 * texts name the regulator only, with no invented licence number (an operator appends its own).
 */
import type { JurisdictionProfile, SaferGamblingSettings } from './safer-gambling.ts';

const allTools = {
  depositLimits: true,
  lossLimits: true,
  sessionTimeLimits: true,
  realityCheck: true,
  timeOut: true,
  selfExclusion: true,
  registrationWarning: false,
  loginWarning: false,
  firstDepositLimitPrompt: false,
};

/** Every tool off: the site without player protection tools (the seeded plain merchant). */
export const SAFER_GAMBLING_OFF: SaferGamblingSettings = {
  profile: 'DEFAULT',
  tools: {
    depositLimits: false,
    lossLimits: false,
    sessionTimeLimits: false,
    realityCheck: false,
    timeOut: false,
    selfExclusion: false,
    registrationWarning: false,
    loginWarning: false,
    firstDepositLimitPrompt: false,
  },
  realityCheck: { intervalsMinutes: [], waitForGameClose: true },
  help: null,
  licenceText: '',
  minimumAge: 18,
  timeZone: 'UTC',
};

export const SAFER_GAMBLING_PRESETS: Record<JurisdictionProfile, SaferGamblingSettings> = {
  // A sensible set for a market without its own rules: the tools, no prompts or warnings.
  DEFAULT: {
    profile: 'DEFAULT',
    tools: allTools,
    realityCheck: { intervalsMinutes: [15, 30, 60], waitForGameClose: true },
    help: { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
    licenceText: '',
    minimumAge: 18,
    timeZone: 'UTC',
  },
  UK: {
    profile: 'UK',
    tools: { ...allTools, firstDepositLimitPrompt: true },
    // RTS 13: the reality check interrupts play, so it shows over the game frame.
    realityCheck: { intervalsMinutes: [10, 20, 30, 60], waitForGameClose: false },
    help: { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
    licenceText: 'Licensed and regulated in Great Britain by the Gambling Commission.',
    minimumAge: 18,
    timeZone: 'Europe/London',
  },
  MT: {
    profile: 'MT',
    tools: { ...allTools, firstDepositLimitPrompt: true },
    realityCheck: { intervalsMinutes: [15, 30, 60], waitForGameClose: false },
    help: { name: 'Responsible Gaming Foundation', url: 'https://www.rgf.org.mt/' },
    licenceText: 'Licensed and regulated by the Malta Gaming Authority.',
    minimumAge: 18,
    timeZone: 'Europe/Malta',
  },
  BR: {
    profile: 'BR',
    tools: {
      ...allTools,
      registrationWarning: true,
      loginWarning: true,
      firstDepositLimitPrompt: true,
    },
    realityCheck: { intervalsMinutes: [15, 30, 60], waitForGameClose: false },
    help: { name: 'Jogadores Anônimos', url: 'https://www.jogadoresanonimos.com.br/' },
    licenceText: 'Autorizado pela Secretaria de Prêmios e Apostas do Ministério da Fazenda.',
    minimumAge: 18,
    timeZone: 'America/Sao_Paulo',
  },
};
