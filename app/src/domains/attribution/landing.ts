/** What a landing records before anything else renders (spec §2, §3). */
import { readStored, writeStored } from '../../lib/storage/storage';
import { attributionFrom, mergeRegInfo } from './affiliate';
import { recordClickIds } from './click-ids';
import { installS2SBridge } from './s2s';

export function recordLanding(hostname: string, search: string): void {
  const landed = attributionFrom(hostname, search);
  const stored = readStored('reg_info');
  if (!stored || Object.keys(landed).length)
    writeStored('reg_info', mergeRegInfo(stored, landed, hostname));
  recordClickIds(search);
  installS2SBridge();
}
