import { RewardsPanel } from '../../rewards/RewardsPanel';

/** The dashboard's rewards tab: the signed-in patient's own rewards (spec 001, issue 8). */
export function RewardsTab() {
  return <RewardsPanel patientId="me" />;
}
