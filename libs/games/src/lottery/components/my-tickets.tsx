import { useEffect, useId, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { LotteryGameId, OrderSummary, SubOrder } from '@wl/api-client/contract/lottery-calls';
import { useBrand } from '@wl/brand';
import { formatMoney, useTranslation } from '@wl/i18n';
import { useApiClient, useErrorText, walletKeys } from '@wl/session';
import { Button, Card, Dialog, EmptyState, Loading, toast } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { cancelSubOrders, fetchOrdersPage, lotteryKeys, orderDetailQueryOptions } from '../api/lottery-queries';
import { ticketsRefreshDelay } from '../rules/draw-clock';
import { Balls } from './balls';
import { CardTop, Muted } from './card-parts';
import { PlayList, PlaySection } from './play-section';
import { useNow } from './use-now';

const Title = styled.h3`
  margin: 0;
  font-size: 0.875rem;
`;

const Won = styled.p`
  margin: 0;
  color: ${tokens.color.success};
  font-weight: 700;
`;

const Lines = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LineRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 0.8125rem;
`;

/** Text colours that read on the card surface (brand validation checks these pairs). */
const statusColour: Record<OrderSummary['status'], string> = {
  open: tokens.color.primary,
  won: tokens.color.success,
  lost: tokens.color.textMuted,
  cancelled: tokens.color.textMuted,
};

const Tag = styled.span<{ $status: OrderSummary['status'] }>`
  flex: none;
  padding: 2px 8px;
  border: 1px solid currentColor;
  border-radius: 999px;
  color: ${({ $status }) => statusColour[$status]};
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
`;

function StatusText({ status }: { status: OrderSummary['status'] }) {
  const { t } = useTranslation();
  return <Tag $status={status}>{t(`lottery.tickets.status.${status}`)}</Tag>;
}

interface TicketLinesProps {
  orderNo: string;
  token: string;
  gameId: LotteryGameId;
  /** Server clock minus the phone's. */
  offset: number;
}

/** A ticket's lines, with a cancel action on open lines until the draw closes. */
function TicketLines({ orderNo, token, gameId, offset }: TicketLinesProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const now = useNow();
  const errorText = useErrorText();
  const detail = useQuery(orderDetailQueryOptions(client, token, orderNo));
  const [asked, setAsked] = useState<SubOrder | null>(null);
  const money = (amount: number) => formatMoney(amount, brand.currency.symbol);
  const lineName = (line: SubOrder) =>
    t('lottery.tickets.line', {
      betType: t(`lottery.betTypes.${line.betType}`),
      pick: /^[A-Z]+$/.test(line.selection) ? t(`lottery.options.${line.selection}`) : line.selection,
    });

  const cancel = useMutation({
    mutationFn: (line: SubOrder) => cancelSubOrders(client, { orderNo, subOrderIds: [line.id] }),
    onSuccess: (result) => {
      setAsked(null);
      toast.success(t('lottery.tickets.cancelled', { amount: money(result.refunded) }));
      queryClient.setQueryData(lotteryKeys.order(token, orderNo), result.order);
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.orders(token, gameId) });
    },
    onError: (error) => {
      setAsked(null);
      toast.error(errorText(error));
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.order(token, orderNo) });
    },
  });

  if (!detail.data) return <Loading label={t('common.loading')} />;
  const order = detail.data;
  const cancellable = order.status === 'open' && now + offset < order.closeAt;
  return (
    <>
      {order.result ? (
        <Balls
          small
          numbers={order.result}
          label={t('lottery.results.numbers', { numbers: order.result.join(', ') })}
        />
      ) : null}
      <Lines>
        {order.subOrders.map((line) => (
          <LineRow key={line.id}>
            <span>
              {lineName(line)}
              <Muted>{t('lottery.tickets.lineFacts', { odds: line.odds, stake: money(line.stake) })}</Muted>
            </span>
            <StatusText status={line.status} />
            {cancellable && line.status === 'open' ? (
              <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setAsked(line)}>
                {t('lottery.tickets.cancel', { line: lineName(line) })}
              </Button>
            ) : null}
          </LineRow>
        ))}
      </Lines>
      <Dialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={t('lottery.tickets.cancelTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsked(null)}>
              {t('lottery.tickets.keep')}
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={() => asked && cancel.mutate(asked)}>
              {t('lottery.tickets.cancelConfirm')}
            </Button>
          </>
        }
      >
        {asked ? <p>{t('lottery.tickets.cancelText', { line: lineName(asked), amount: money(asked.stake) })}</p> : null}
      </Dialog>
    </>
  );
}

function TicketCard({ order, token, offset }: { order: OrderSummary; token: string; offset: number }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, brand.currency.symbol);
  return (
    <Card as="li" padding="sm" outlined aria-labelledby={titleId}>
      <CardTop>
        <Title id={titleId}>{t('lottery.draw.numero', { numero: order.numero })}</Title>
        <StatusText status={order.status} />
      </CardTop>
      <Muted>{t('lottery.tickets.ticket', { orderNo: order.orderNo })}</Muted>
      <Muted>{t('lottery.tickets.summary', { count: order.lineCount, stake: money(order.stake) })}</Muted>
      {order.status === 'won' ? <Won>{t('lottery.tickets.payout', { amount: money(order.payout) })}</Won> : null}
      <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {t(open ? 'lottery.tickets.hideDetails' : 'lottery.tickets.details')}
      </Button>
      {open ? <TicketLines orderNo={order.orderNo} token={token} gameId={order.gameId} offset={offset} /> : null}
    </Card>
  );
}

export interface MyTicketsProps {
  gameId: LotteryGameId;
  token: string;
  offset: number;
}

/**
 * The member's tickets of this game, newest first, a page at a time. While a ticket waits for its
 * draw the list is read again once the draw time comes (reading settles it); when a ticket is
 * settled the wallet is read again so a win shows in the balance.
 */
export function MyTickets({ gameId, token, offset }: MyTicketsProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const tickets = useInfiniteQuery({
    queryKey: lotteryKeys.orders(token, gameId),
    queryFn: ({ pageParam, signal }) => fetchOrdersPage(client, gameId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 0,
    refetchInterval: (query) =>
      ticketsRefreshDelay(query.state.data?.pages.flatMap((p) => p.orders) ?? [], Date.now() + offset),
  });
  const orders = tickets.data?.pages.flatMap((page) => page.orders) ?? [];
  const openCount = orders.filter((o) => o.status === 'open').length;
  const lastOpenCount = useRef(openCount);
  useEffect(() => {
    if (openCount < lastOpenCount.current) {
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
      void queryClient.invalidateQueries({
        queryKey: lotteryKeys.member(token),
        predicate: (q) => q.queryKey.includes('order'),
      });
    }
    lastOpenCount.current = openCount;
  }, [openCount, queryClient, token]);

  return (
    <PlaySection title={t('lottery.tickets.label')} last>
      {tickets.isPending ? (
        <Loading label={t('common.loading')} />
      ) : orders.length === 0 ? (
        <EmptyState text={t('lottery.tickets.empty')} />
      ) : (
        <PlayList>
          {orders.map((order) => (
            <TicketCard key={order.orderNo} order={order} token={token} offset={offset} />
          ))}
        </PlayList>
      )}
      {tickets.hasNextPage ? (
        <Button variant="secondary" loading={tickets.isFetchingNextPage} onClick={() => void tickets.fetchNextPage()}>
          {t('lottery.tickets.loadMore')}
        </Button>
      ) : null}
    </PlaySection>
  );
}
