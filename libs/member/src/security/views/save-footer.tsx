import { useTranslation } from '@wl/i18n';
import type { ErrorMessage } from '@wl/session';
import { Alert, Button } from '@wl/ui-kit';

/** The end of a security form: why the last save failed, if it did, and the Save button. */
export function SaveFooter({ failure, pending }: { failure?: ErrorMessage; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
      <Button type="submit" size="lg" block loading={pending}>
        {t('member.security.save')}
      </Button>
    </>
  );
}
