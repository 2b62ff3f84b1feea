/** The lobby's lanes: the shared lanes query (domains/games) shaped by the lane rules of spec §3. */
import { useQuery } from '@tanstack/react-query';
import { requestMerchant } from '../../../lib/api/context';
import { vendorLanesQuery } from '../../../domains/games/vendor-lanes';
import { useI18n } from '../../../lib/i18n/i18n';
import { buildLanes } from '../game-lanes';

export function useVendorLanes() {
  const { language } = useI18n();
  return useQuery({
    ...vendorLanesQuery(requestMerchant() ?? '', language ?? ''),
    select: buildLanes,
    enabled: language !== null,
  });
}
