import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import { useApiClient } from '@wl/session';
import { Alert, Button, Card, Page, Skeleton } from '@wl/ui-kit';
import { RealMemberGate } from '../money-shared/account-gate';
import { Muted } from '../money-shared/muted-text';
import { ExclusionSection } from './parts/exclusion-section';
import { LimitsSection } from './parts/limits-section';
import { RealityCheckSection } from './parts/reality-check-section';
import { TimeoutSection } from './parts/timeout-section';
import { protectionStateQueryOptions } from './protection-api';

function ProtectionSections({ token }: { token: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const state = useQuery(protectionStateQueryOptions(client, token));
  if (state.isPending) return <Skeleton height="320px" />;
  if (!state.data) {
    return (
      <Card>
        <Alert tone="error">{t('protection.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void state.refetch()}>
          {t('protection.retry')}
        </Button>
      </Card>
    );
  }
  return (
    <>
      <Muted>{t('protection.intro')}</Muted>
      <LimitsSection token={token} state={state.data} />
      <RealityCheckSection token={token} state={state.data} />
      <TimeoutSection state={state.data} />
      <ExclusionSection state={state.data} />
    </>
  );
}

/**
 * /m/responsibleGaming (issue 13, docs/decisions/0040): limits with their usage and waiting changes,
 * the reality-check interval, a time-out and self-exclusion. Real members only; the platform
 * enforces everything, the screen explains it.
 */
export default function ResponsibleGamingScreen() {
  return (
    <RealMemberGate>
      {(token) => (
        <Page gap="sm">
          <ProtectionSections token={token} />
        </Page>
      )}
    </RealMemberGate>
  );
}
