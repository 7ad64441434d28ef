import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { QueryState } from './query-state';
import { Card } from '../card/card';
import { FactsList } from '../facts-list/facts-list';
import { Skeleton } from '../skeleton/skeleton';
import { BoxIcon } from '../storybook/story-icons';
import { CatalogRow } from '../storybook/catalog';

const texts = {
  loadingText: 'Loading…',
  failedText: 'Failed to load. Check the connection and try again.',
  retryText: 'Retry',
  emptyText: 'No records',
};

const meta = {
  title: 'Feedback/QueryState',
  component: QueryState,
  args: {
    ...texts,
    pending: false,
    failed: true,
    empty: false,
    compact: false,
    retrying: false,
    onRetry: fn(),
    children: 'The loaded content',
  },
} satisfies Meta<typeof QueryState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Pending: Story = { args: { pending: true } };

export const Empty: Story = { args: { failed: false, empty: true, emptyIcon: <BoxIcon /> } };

/** Skeletons shaped like the content while pending. */
export const WithPlaceholder: Story = {
  args: {
    pending: true,
    placeholder: (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="110px" />
        ))}
      </div>
    ),
  },
};

/** Fails once, then loads after Retry. */
function Simulated() {
  const [state, setState] = useState<'failed' | 'retrying' | 'loaded'>('failed');
  return (
    <QueryState
      {...texts}
      pending={false}
      failed={state !== 'loaded'}
      retrying={state === 'retrying'}
      onRetry={() => {
        setState('retrying');
        setTimeout(() => setState('loaded'), 800);
      }}
    >
      {() => <p>Loaded after the retry.</p>}
    </QueryState>
  );
}

export const RetryFlow: Story = { render: () => <Simulated /> };

function Catalog() {
  return (
    <div style={{ maxWidth: 480 }}>
      <CatalogRow title="pending">
        <div style={{ flex: 1 }}>
          <QueryState {...texts} pending failed={false} />
        </div>
      </CatalogRow>
      <CatalogRow title="failed">
        <div style={{ flex: 1 }}>
          <QueryState {...texts} pending={false} failed onRetry={() => undefined} />
        </div>
      </CatalogRow>
      <CatalogRow title="empty">
        <div style={{ flex: 1 }}>
          <QueryState {...texts} pending={false} failed={false} empty />
        </div>
      </CatalogRow>
      <CatalogRow title="compact">
        <div style={{ flex: 1 }}>
          <Card title="Team summary">
            <QueryState {...texts} compact pending failed={false} />
            <QueryState {...texts} compact pending={false} failed onRetry={() => undefined} />
            <QueryState {...texts} compact pending={false} failed={false} empty />
            <QueryState {...texts} compact pending={false} failed={false}>
              {() => <FactsList items={[{ label: 'Team size', value: '128' }]} />}
            </QueryState>
          </Card>
        </div>
      </CatalogRow>
    </div>
  );
}

export const CatalogView: Story = { name: 'Catalog', render: () => <Catalog /> };

export const AllBrands: Story = { render: () => <Catalog />, parameters: { allBrands: true } };
