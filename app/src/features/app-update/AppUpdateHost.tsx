/** Runs the update check on its schedule (spec §4); the popup is a notice of the overlay queue. */
import { checkForUpdate } from './update-check';
import { useUpdateSchedule } from './useUpdateSchedule';

const check = () => void checkForUpdate();

export default function AppUpdateHost() {
  useUpdateSchedule(check);
  return null;
}
