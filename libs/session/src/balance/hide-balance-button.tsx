import { useTranslation } from '@wl/i18n';
import { IconButton, type IconButtonProps, LineIcon } from '@wl/ui-kit';
import { useHiddenBalance } from './hidden-balance';

const EyeIcon = () => (
  <LineIcon d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
);
const EyeOffIcon = () => (
  <LineIcon d="M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17.5 17.5 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
);

/** The labelled hide/show switch of a balance (the eye), the same remembered choice everywhere. */
export function HideBalanceButton({ size = 'sm' }: { size?: IconButtonProps['size'] }) {
  const { t } = useTranslation();
  const { hidden, toggle } = useHiddenBalance();
  return (
    <IconButton
      size={size}
      aria-label={hidden ? t('games.balance.show') : t('games.balance.hide')}
      aria-pressed={hidden}
      onClick={toggle}
    >
      {hidden ? <EyeOffIcon /> : <EyeIcon />}
    </IconButton>
  );
}
