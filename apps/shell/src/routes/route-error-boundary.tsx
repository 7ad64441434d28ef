import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { Button } from '@wl/ui-kit';
import { FirstScreenMark } from './first-screen';

const Box = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 16px;
`;

function RetryPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert">
      <Button variant="secondary" onClick={onRetry}>
        {t('common.loadFailed')}
      </Button>
    </Box>
  );
}

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a failed screen load (or render) and offers "Failed to load, click to retry". */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Async route failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? (
      <>
        <RetryPanel onRetry={this.retry} />
        <FirstScreenMark />
      </>
    ) : (
      this.props.children
    );
  }
}
