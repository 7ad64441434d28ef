// Public entry of @wl/ui-kit. The React-free theme contract is also available as `@wl/ui-kit/theme`.

// Theme
export type { ColorToken, ThemeColors, ThemeMode, UiTheme } from './theme/index';
export {
  colorSchemeVariable,
  colorVariables,
  fontFamilyVariable,
  neutralTheme,
  overlayColor,
  radiusVariable,
  themeCssText,
  themeCssVariables,
  tokens,
} from './theme/index';
export { GlobalStyle } from './theme/global-style';

// Actions
export { Button } from './button/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button/button';
export { IconButton } from './icon-button/icon-button';
export type { IconButtonProps } from './icon-button/icon-button';

// Icons
export { LineIcon } from './line-icon/line-icon';

// Layout
export { Page } from './page/page';
export type { PageGap, PageInset, PageProps } from './page/page';
export { BannerFigure } from './banner-figure/banner-figure';
export type { BannerFigureProps } from './banner-figure/banner-figure';
export { Card } from './card/card';
export type { CardPadding, CardProps } from './card/card';
export { SectionTitle } from './section-title/section-title';
export type { SectionTitleLevel, SectionTitleProps, SectionTitleSize } from './section-title/section-title';

// Form controls
export { Form } from './form/form';
export type { FormGap, FormProps } from './form/form';
export { Fieldset } from './fieldset/fieldset';
export type { FieldsetDirection, FieldsetProps } from './fieldset/fieldset';
export { TextField } from './text-field/text-field';
export type { TextFieldProps } from './text-field/text-field';
export { Select } from './select/select';
export type { SelectProps } from './select/select';
export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';
export { RadioGroup } from './radio-group/radio-group';
export type { RadioAppearance, RadioGroupProps, RadioOption } from './radio-group/radio-group';
export { Chip, Chips } from './chips/chips';
export type { ChipOption, ChipProps, ChipsProps } from './chips/chips';

// Overlays
export { Dialog } from './dialog/dialog';
export type { DialogProps } from './dialog/dialog';
export { DIALOG_MASK_GUARD_MS, maskClickCloses } from './dialog/mask-click-guard';
export { Drawer } from './drawer/drawer';
export type { DrawerProps, DrawerSide } from './drawer/drawer';

// Toasts
export {
  TOAST_COMING_SOON_MS,
  TOAST_FREE_REJECT_MS,
  TOAST_GAME_LIST_LOADING_MS,
  TOAST_LOADING_LONG_MS,
  TOAST_LOADING_MS,
  TOAST_LOGIN_REQUIRED_MS,
  TOAST_LONG_MS,
  TOAST_NOTICE_MS,
  TOAST_SHORT_MS,
  TOAST_SUCCESS_MS,
  toastDuration,
} from './toast/toast-durations';
export type { ToastKind } from './toast/toast-durations';
export { toast, toastStore } from './toast/toast-store';
export type { ToastItem, ToastOptions } from './toast/toast-store';
export { useCurrentToast } from './toast/use-toast';
export { ToastViewport } from './toast/toast-viewport';

// Navigation
export { Tabs } from './tabs/tabs';
export type { TabItem, TabsProps } from './tabs/tabs';
export { nextTabIndex } from './tabs/tab-keys';

// Status and placeholders
export { Badge } from './badge/badge';
export type { BadgeProps } from './badge/badge';
export { BADGE_MAX, formatBadgeCount } from './badge/badge-count';
export { Skeleton, SkeletonText } from './skeleton/skeleton';
export type { SkeletonProps, SkeletonTextProps } from './skeleton/skeleton';
export { EmptyState } from './empty-state/empty-state';
export type { EmptyStateProps } from './empty-state/empty-state';
export { Loading, Spinner } from './spinner/spinner';
export type { LoadingProps, SpinnerProps } from './spinner/spinner';
export { Alert } from './alert/alert';
export type { AlertAppearance, AlertProps, AlertTone } from './alert/alert';
export { QueryState } from './query-state/query-state';
export type { QueryStateProps } from './query-state/query-state';

// Styles
export { plainButton } from './plain-button/plain-button';
export { surfaceList } from './surface-list/surface-list';

// Data display
export { FactsList } from './facts-list/facts-list';
export type { Fact, FactsLayout, FactsListProps } from './facts-list/facts-list';

// Scheduling
export { IDLE_FALLBACK_MS, whenIdle } from './idle/when-idle';
export type { IdleWindow } from './idle/when-idle';
export { useInView } from './motion/use-in-view';
export { usePrefersReducedMotion } from './motion/use-prefers-reduced-motion';
export { FailureBoundary } from './failure-boundary/failure-boundary';
export { lazyPiece } from './lazy-piece/lazy-piece';
export type { LazyPieceSlot } from './lazy-piece/lazy-piece';
export { sharedLazy } from './lazy-piece/shared-lazy';
export type { SharedLazy } from './lazy-piece/shared-lazy';
