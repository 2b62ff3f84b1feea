/**
 * /m/securityCenter/addBankCard and /addBankCardPix (spec §2): one lazy chunk for the two
 * sibling forms (they share the save flow), which keeps the route table on the first paint of
 * /m/home one entry smaller.
 */
import { useLocation } from 'wouter';
import { Paths } from '../../lib/router/paths';
import AddBankCardPage from './AddBankCardPage';
import AddPixKeyPage from './AddPixKeyPage';

export default function AddAccountPage() {
  const [path] = useLocation();
  return path === Paths.addBankCardPix ? <AddPixKeyPage /> : <AddBankCardPage />;
}
