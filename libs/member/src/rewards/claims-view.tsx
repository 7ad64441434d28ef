import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import type { ClaimItem, PromotionCategory } from '@wl/api-client/contract/rewards-calls';
import { useApiClient, useErrorMessage, walletKeys, type ErrorMessage } from '@wl/session';
import { Alert, EmptyState, Page, Skeleton, TOAST_SUCCESS_MS, toast } from '@wl/ui-kit';
import { moneyKeys } from '../money-shared/keys';
import { useMoneyText } from '../money-shared/money-text';
import { QueryPage } from '../money-shared/query-page';
import { ClaimCard } from './claim-card';
import { acceptPromotion, claimListQueryOptions } from './rewards-api';

/** The list of a category's items (rewards or missions) with Claim; a claim credits at once and refreshes the badges. */
export function ClaimsView({ token, category }: { token: string; category: PromotionCategory }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const money = useMoneyText();
  const list = useQuery(claimListQueryOptions(client, token, category));
  const [claiming, setClaiming] = useState<string>();
  const [failure, setFailure] = useState<ErrorMessage>();
  const messageOf = useErrorMessage();

  const claim = async (item: ClaimItem) => {
    const id = `${item.promotionId}/${item.claimKey}`;
    if (claiming) return;
    setClaiming(id);
    setFailure(undefined);
    try {
      const result = await acceptPromotion(client, { promotionId: item.promotionId, claimKey: item.claimKey });
      toast.show({
        text: t('member.rewards.credited', { amount: money(result.amount) }),
        kind: 'success',
        durationMs: TOAST_SUCCESS_MS,
      });
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setClaiming(undefined);
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all(token) });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
    }
  };

  if (list.isPending || list.isError) {
    return (
      <QueryPage
        query={list}
        placeholder={
          <Page as="div" gap="sm" inset="none">
            <Skeleton height="120px" />
            <Skeleton height="120px" />
          </Page>
        }
      />
    );
  }
  return (
    <Page gap="sm">
      {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
      {list.data.items.length === 0 ? (
        <EmptyState text={t(category === 'mission' ? 'member.rewards.noMissions' : 'member.rewards.none')} />
      ) : null}
      {list.data.items.map((item) => (
        <ClaimCard
          key={`${item.promotionId}/${item.claimKey}`}
          item={item}
          claiming={claiming === `${item.promotionId}/${item.claimKey}`}
          onClaim={() => void claim(item)}
        />
      ))}
    </Page>
  );
}
