import { RealMemberGate } from '../money-shared/account-gate';
import { ClaimsView } from './claims-view';

/** /m/rewardCenter (REWCEN3): promotions to claim; the count ready to claim is the footer's and the member centre's badge. */
export default function RewardCentreScreen() {
  return <RealMemberGate>{(token) => <ClaimsView token={token} category="reward" />}</RealMemberGate>;
}
