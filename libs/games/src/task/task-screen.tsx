import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApiClient, useSystemStatus } from '@wl/session';
import { IconButton, Loading } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { bannersQueryOptions } from './banner-calls';
import { NextIcon, PrevIcon } from '../catalogue/icons';
import { useMerchantCode } from '../catalogue/use-catalogue';
import { TASK_LOAD_DELAY_MS, TASK_SHOW_DELAY_MS, hotNewsVideos, isVideoFile, taskLink } from './task-rules';

import { sitePaths } from '@wl/brand';
const Frame = styled.iframe<{ $shown: boolean }>`
  display: block;
  width: 100%;
  height: 70vh;
  border: 0;
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
`;

const FrameSlot = styled.div`
  position: relative;
  min-height: 70vh;

  & > [role='status'] {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
  }
`;

const News = styled.section`
  margin: 16px 12px;

  & h2 {
    margin: 0 0 8px;
    font-size: 1rem;
    color: ${tokens.color.text};
  }
`;

const Slide = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};

  & video,
  & iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: 6px;
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
`;

/** Hot news (spec §2 task page): a carousel of the banners' embedded videos; only the current one plays. */
function HotNews() {
  const { t } = useTranslation();
  const client = useApiClient();
  const merchant = useMerchantCode();
  const banners = useQuery(bannersQueryOptions(client, merchant));
  const videos = hotNewsVideos(banners.data ?? []);
  const [index, setIndex] = useState(0);
  if (videos.length === 0) return null;
  const current = videos[Math.min(index, videos.length - 1)];
  if (!current) return null;
  const go = (step: number) => setIndex((i) => (i + step + videos.length) % videos.length);
  return (
    <News aria-roledescription="carousel" aria-labelledby="hot-news-title">
      <h2 id="hot-news-title">{t('games.task.hotNews')}</h2>
      {/* The slide is keyed by its video: changing slide unmounts (and so stops) the previous one. */}
      <Slide
        key={current.video}
        role="group"
        aria-roledescription="slide"
        aria-label={t('games.task.slide', { index: index + 1, count: videos.length })}
      >
        {isVideoFile(current.video) ? (
          <video src={current.video} poster={current.poster} controls preload="none" />
        ) : (
          <iframe
            src={current.video}
            title={t('games.task.video', { index: index + 1 })}
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
          />
        )}
      </Slide>
      {videos.length > 1 ? (
        <Controls>
          <IconButton aria-label={t('games.task.previous')} onClick={() => go(-1)}>
            <PrevIcon />
          </IconButton>
          <span aria-live="polite">{t('games.task.slide', { index: index + 1, count: videos.length })}</span>
          <IconButton aria-label={t('games.task.next')} onClick={() => go(1)}>
            <NextIcon />
          </IconButton>
        </Controls>
      ) : null}
    </News>
  );
}

/**
 * /m/task (spec §2): the task game from the TASK download-link entry in a frame (it starts loading after
 * 150 ms and shows 100 ms after it loaded); no task link → home. Hot news below.
 */
export default function TaskScreen() {
  const { t } = useTranslation();
  const { status, isPending } = useSystemStatus();
  const link = taskLink(status?.info.resources);
  const [src, setSrc] = useState<string | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!link) return undefined;
    const handle = setTimeout(() => setSrc(link), TASK_LOAD_DELAY_MS);
    return () => clearTimeout(handle);
  }, [link]);

  if (isPending) return <Loading label={t('common.loading')} />;
  if (!link) return <Navigate to={sitePaths.home} replace />;
  return (
    <>
      <FrameSlot>
        {src ? (
          <Frame
            src={src}
            title={t('games.task.frame')}
            $shown={shown}
            onLoad={() => {
              setTimeout(() => setShown(true), TASK_SHOW_DELAY_MS);
            }}
          />
        ) : null}
        {shown ? null : <Loading label={t('common.loading')} />}
      </FrameSlot>
      <HotNews />
    </>
  );
}
