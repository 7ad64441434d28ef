import { useTranslation } from '@wl/i18n';
import { useBrand } from '@wl/brand';
import { EmptyState, Page } from '@wl/ui-kit';
import { RealMemberGate } from '../money-shared/account-gate';
import { promoOf, usePromoSummary } from '../money-shared/promo-summary';
import { ClaimsView } from './claims-view';

/** /m/leaderBoard: today's missions while the MISSION promotion is on. */
export default function MissionsScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const summary = usePromoSummary();
  const mission = promoOf(summary.data, 'MISSION', brand.promotions.MISSION);
  return (
    <RealMemberGate>
      {(token) =>
        mission.enabled ? (
          <ClaimsView token={token} category="mission" />
        ) : (
          <Page gap="sm">
            <EmptyState text={t('toast.comingSoon')} />
          </Page>
        )
      }
    </RealMemberGate>
  );
}
