import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { tokens } from '@wl/ui-kit/theme';
import { CheckIcon, ChevronDownIcon } from '../icons';
import { FlagCircle } from './flag-circle';
import { nextOptionIndex, offeredLanguages, selectedLanguage } from './rules';

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 36px;
  padding: 0 6px;
  border: 0;
  border-radius: ${tokens.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: var(--wl-popover-z, 1200);
  min-width: 200px;
  max-height: min(60vh, 360px);
  margin: 0;
  padding: 4px;
  overflow: auto;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  list-style: none;
  text-align: left;
  box-shadow: 0 4px 16px ${tokens.color.overlay};

  &:focus {
    outline: none;
  }
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  padding: 0 10px;
  border-radius: ${tokens.radius};
  outline: ${({ $active }) => ($active ? `2px solid ${tokens.color.primary}` : 'none')};
  outline-offset: -2px;
  font-size: 0.9375rem;
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${tokens.color.primary};
    font-weight: 600;
  }

  & > span:nth-child(2) {
    flex: 1;
  }
`;

export interface LanguageSwitcherProps {
  /** Called with the chosen platform code. Default: the shell's i18n `changeLanguage` (it loads the pack and stores the choice). */
  onChange?: (code: string) => void;
}

/**
 * A dropdown of the brand's offered languages with circular flags and native names (a button with
 * a listbox: arrows, Home, End, Enter/Space to choose, Escape to close).
 */
export function LanguageSwitcher({ onChange }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const options = offeredLanguages(brand.languages.offered);
  const current = selectedLanguage(i18n.language, options, brand.languages.default);
  const currentInfo = options.find((l) => l.code === current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    listRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    if (!open || active < 0) return;
    const element = listRef.current?.children[active];
    if (element instanceof HTMLElement) element.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    setActive(
      Math.max(
        0,
        options.findIndex((l) => l.code === current),
      ),
    );
    setOpen(true);
  };

  const closeList = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (code: string) => {
    closeList();
    if (code === current) return;
    if (onChange) onChange(code);
    else void i18n.changeLanguage(code);
  };

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const option = options[active];
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        closeList();
        return;
      case 'Tab':
        setOpen(false);
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (option) choose(option.code);
        return;
      default: {
        const next = nextOptionIndex(active, event.key, options.length);
        if (next !== active) {
          event.preventDefault();
          setActive(next);
        }
      }
    }
  };

  if (options.length < 2) return null;

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        // The name holds the code shown on the button, so a voice command naming what is seen reaches it.
        aria-label={t('pieces.language.current', { name: currentInfo?.name ?? current, code: current })}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onTriggerKey}
      >
        {currentInfo ? <FlagCircle region={currentInfo.flag} decorative /> : null}
        <span aria-hidden="true">{current}</span>
        <ChevronDownIcon />
      </Trigger>
      {open ? (
        <List
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={t('pieces.language.list')}
          aria-activedescendant={active >= 0 ? `${listId}-${options[active]?.code}` : undefined}
          onKeyDown={onListKey}
        >
          {options.map((language, index) => (
            <Option
              key={language.code}
              id={`${listId}-${language.code}`}
              role="option"
              lang={language.locale}
              aria-selected={language.code === current}
              $active={index === active}
              onClick={() => choose(language.code)}
              onMouseEnter={() => setActive(index)}
              aria-labelledby={`${listId}-${language.code}-name`}
            >
              <FlagCircle region={language.flag} />
              <span id={`${listId}-${language.code}-name`}>{language.name}</span>
              {language.code === current ? <CheckIcon /> : null}
            </Option>
          ))}
        </List>
      ) : null}
    </Wrap>
  );
}
