import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { nextTabIndex } from './tab-keys';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Id of the selected tab. */
  value: string;
  /** A tab was chosen (press, or arrow key when activation is automatic). The parent decides what happens. */
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  'aria-label': string;
  /** `automatic`: arrow keys select; `manual`: arrow keys move focus, Enter or Space selects. */
  activation?: 'automatic' | 'manual';
  /** When set, the selected tab scrolls into view this long after the selection changes (the spec uses 250 ms). */
  scrollDelayMs?: number;
  /** Content of the selected tab, rendered in the tab panel. Without children no panel is rendered. */
  children?: ReactNode;
}

const List = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${tokens.color.border};

  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button`
  flex: none;
  min-height: 44px;
  padding: 0 14px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${tokens.color.textMuted};
  font-size: 0.9375rem;
  white-space: nowrap;
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${tokens.color.text};
    border-bottom-color: ${tokens.color.primary};
    font-weight: 600;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Panel = styled.div`
  outline: none;
`;

/** Tabs following the WAI-ARIA pattern: tablist, tabs with roving focus, one tab panel. Controlled. */
export function Tabs({
  items,
  value,
  onChange,
  activation = 'automatic',
  scrollDelayMs,
  children,
  'aria-label': ariaLabel,
}: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === value),
  );

  useEffect(() => {
    if (scrollDelayMs === undefined) return undefined;
    const handle = setTimeout(() => {
      const tab = tabRefs.current.get(value);
      if (typeof tab?.scrollIntoView === 'function')
        tab.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'center' });
    }, scrollDelayMs);
    return () => clearTimeout(handle);
  }, [value, scrollDelayMs]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(
      event.key,
      index,
      items.map((item) => Boolean(item.disabled)),
    );
    const target = next === null ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    tabRefs.current.get(target.id)?.focus();
    if (activation === 'automatic' && target.id !== value) onChange(target.id);
  };

  return (
    <>
      <List role="tablist" aria-label={ariaLabel} aria-orientation="horizontal">
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <Tab
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={children === undefined ? undefined : panelId}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => {
                if (item.id !== value) onChange(item.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {children === undefined ? null : (
        <Panel
          role="tabpanel"
          id={panelId}
          aria-labelledby={items[selectedIndex] ? tabId(items[selectedIndex].id) : undefined}
          tabIndex={0}
        >
          {children}
        </Panel>
      )}
    </>
  );
}
