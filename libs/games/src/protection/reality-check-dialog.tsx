import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { formatMoney, useTranslation } from '@wl/i18n';
import { Button, Dialog } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { elapsedText } from './reality-timing';

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;

  & p {
    margin: 0;
  }
  & a {
    color: ${tokens.color.primary};
    font-weight: 600;
  }
`;

export interface RealityCheckDialogProps {
  open: boolean;
  /** The session's start and the instant shown as now (ms). */
  startedAt: number;
  now: number;
  /** The session's net result (wins − stakes), a money decimal. */
  net: string;
  /** The betting record's address when the member may open it. */
  recordPath: string | null;
  onContinue: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * The reality check while playing: time since the session started, the session's net result, the
 * betting record, and "Continue" or "Log out". It cannot be dismissed without an answer.
 */
export function RealityCheckDialog({
  open,
  startedAt,
  now,
  net,
  recordPath,
  onContinue,
  onLogout,
  loggingOut,
}: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const elapsed = elapsedText(startedAt, now);
  const amount = Number(net);
  const netText = `${amount > 0 ? '+' : ''}${formatMoney(amount, brand.currency.symbol)}`;
  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      closeOnEscape={false}
      title={t('protection.check.title')}
      actions={
        <>
          <Button variant="secondary" loading={loggingOut} onClick={onLogout}>
            {t('protection.check.logout')}
          </Button>
          <Button onClick={onContinue}>{t('protection.check.continue')}</Button>
        </>
      }
    >
      <Lines>
        <p>{t('protection.check.elapsed', { time: t(elapsed.key, elapsed.values) })}</p>
        <p>{t('protection.check.net', { amount: netText })}</p>
        <p>{t('protection.check.paused')}</p>
        {recordPath ? <Link to={recordPath}>{t('protection.check.record')}</Link> : null}
      </Lines>
    </Dialog>
  );
}
