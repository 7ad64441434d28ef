import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import { Button, Dialog } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useApiClient } from '@wl/session';
import { answerSliderChallenge, fetchSliderChallenge } from './slider-call';
import { useErrorText } from '@wl/session';
import { clampSlider, sliderDragPosition, sliderKeyStep, sliderMax } from './slider-position';

export interface SliderChallengeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The platform accepted the answer: a single-use token for the SMS send. */
  onSolved: (sliderToken: string) => void;
}

const THUMB = 44;

const Picture = styled.div<{ $ratio: number }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${tokens.radius};
  background: ${tokens.color.border};

  & img {
    position: absolute;
    display: block;
    user-select: none;
    pointer-events: none;
  }
`;

const Track = styled.div`
  position: relative;
  height: ${THUMB}px;
  margin-top: 12px;
  border-radius: ${THUMB / 2}px;
  background: ${tokens.color.border};
  touch-action: none;
`;

const Thumb = styled.div`
  position: absolute;
  top: 0;
  width: ${THUMB}px;
  height: ${THUMB}px;
  border-radius: 50%;
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  display: flex;
  align-items: center;
  justify-content: center;
  cursor: grab;
  touch-action: none;

  &:focus-visible {
    outline: 2px solid ${tokens.color.text};
    outline-offset: 2px;
  }
`;

const Message = styled.p`
  margin: 8px 0 0;
  min-height: 1.5em;
  font-size: 0.8125rem;
  color: ${tokens.color.danger};
`;

const Hint = styled.p`
  margin: 0 0 8px;
  font-size: 0.8125rem;
  color: ${tokens.color.textMuted};
`;

/** The slider challenge before an SMS send: drag (pointer or arrow keys) the piece into the gap. */
export function SliderChallengeDialog({ open, onClose, onSolved }: SliderChallengeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('login.slider.title')} closeLabel={t('common.close')}>
      {open ? <SliderPuzzle onSolved={onSolved} /> : null}
    </Dialog>
  );
}

function SliderPuzzle({ onSolved }: { onSolved: (sliderToken: string) => void }) {
  const errorText = useErrorText();
  const { t } = useTranslation();
  const client = useApiClient();
  const [round, setRound] = useState(0);
  const [x, setX] = useState(0);
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<string>();
  const shownAt = useRef(Date.now());
  const drag = useRef<{ startX: number; startClientX: number } | undefined>(undefined);
  const trackRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  const challenge = useQuery({
    queryKey: ['slider', round],
    queryFn: async ({ signal }) => {
      const value = await fetchSliderChallenge(client, signal);
      shownAt.current = Date.now();
      return value;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const data = challenge.data;
  const max = data ? sliderMax(data.width, data.pieceSize) : 0;

  const nextChallenge = () => {
    setX(0);
    setRound((r) => r + 1);
  };

  const submit = async (position: number) => {
    if (!data || checking) return;
    setChecking(true);
    setMessage(undefined);
    try {
      const { sliderToken } = await answerSliderChallenge(client, {
        challengeId: data.challengeId,
        x: clampSlider(position, max),
        durationMs: Math.min(120_000, Math.max(0, Date.now() - shownAt.current)),
      });
      onSolved(sliderToken);
    } catch (error) {
      setMessage(
        isApiError(error) && error.code !== 'CAPTCHA_WRONG' && error.code !== 'BAD_REQUEST'
          ? errorText(error)
          : t('login.slider.wrong'),
      );
      nextChallenge();
    } finally {
      setChecking(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit(x);
      return;
    }
    const next = sliderKeyStep(event.key, x, max);
    if (next === undefined) return;
    event.preventDefault();
    setX(next);
  };

  const trackPixels = () => Math.max(0, (trackRef.current?.clientWidth ?? 0) - THUMB);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!data || checking) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: x, startClientX: event.clientX };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setX(sliderDragPosition(drag.current.startX, event.clientX - drag.current.startClientX, trackPixels(), max));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const position = sliderDragPosition(
      drag.current.startX,
      event.clientX - drag.current.startClientX,
      trackPixels(),
      max,
    );
    drag.current = undefined;
    setX(position);
    void submit(position);
  };

  if (challenge.isError) {
    return (
      <>
        <Message role="alert">{t('login.slider.loadFailed')}</Message>
        <Button block variant="secondary" onClick={nextChallenge}>
          {t('login.slider.retry')}
        </Button>
      </>
    );
  }

  const fraction = max > 0 ? x / max : 0;
  return (
    <>
      <Hint id={hintId}>{t('login.slider.hint')}</Hint>
      <Picture $ratio={data ? data.width / data.height : 2} aria-busy={!data || undefined}>
        {data ? (
          <>
            <img
              src={`data:image/png;base64,${data.background}`}
              alt={t('login.slider.pictureAlt')}
              style={{ inset: 0, width: '100%', height: '100%' }}
            />
            <img
              src={`data:image/png;base64,${data.piece}`}
              alt=""
              style={{
                left: `${(x / data.width) * 100}%`,
                top: `${(data.pieceY / data.height) * 100}%`,
                width: `${(data.pieceSize / data.width) * 100}%`,
                height: `${(data.pieceSize / data.height) * 100}%`,
              }}
            />
          </>
        ) : null}
      </Picture>
      <Track ref={trackRef}>
        <Thumb
          role="slider"
          tabIndex={0}
          aria-label={t('login.slider.label')}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          aria-disabled={!data || checking || undefined}
          style={{ left: `calc((100% - ${THUMB}px) * ${fraction})` }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = undefined;
          }}
        >
          <span aria-hidden="true">→</span>
        </Thumb>
      </Track>
      <Message role="alert">{message ?? ''}</Message>
      <Button block loading={checking} disabled={!data} onClick={() => void submit(x)}>
        {t('login.slider.check')}
      </Button>
    </>
  );
}
