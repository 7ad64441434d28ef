import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useSessionInfo } from '@wl/session';
import { Button, Dialog } from '@wl/ui-kit';
import { contractInfoOptions } from '../agent-shared/agent-api';
import { contractAlerts } from './contract-check-rules';

export interface ContractCheckProps {
  /** Called once no alert is left to show (none pending, all answered, or the info could not load). */
  onDone?: () => void;
}

/**
 * The contract check (spec §4), mounted by the home once the session renew is done: loads the
 * dividend/contract info and shows one alert per pending contract, in turn, with Cancel and Go.
 * `onDone` lets the home queue what would otherwise open on top of it (the popup announcements).
 */
export function ContractCheck({ onDone }: ContractCheckProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApiClient();
  const token = useSessionInfo()?.token ?? '';
  const info = useQuery({ ...contractInfoOptions(client, token), enabled: token !== '' });
  const [seen, setSeen] = useState(0);
  const alerts = info.data ? contractAlerts(info.data) : [];
  const alert = alerts[seen];
  const settled = info.isError || (info.data !== undefined && !alert);
  useEffect(() => {
    if (settled) onDone?.();
  }, [settled, onDone]);
  if (!alert) return null;
  return (
    <Dialog
      open
      onClose={() => setSeen(seen + 1)}
      title={t('agent.contractCheck.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => setSeen(seen + 1)}>
            {t('agent.contractCheck.cancel')}
          </Button>
          <Button
            onClick={() => {
              setSeen(alerts.length);
              navigate(alert.route);
            }}
          >
            {t('agent.contractCheck.go')}
          </Button>
        </>
      }
    >
      {t(alert.messageKey)}
    </Dialog>
  );
}

export default ContractCheck;
