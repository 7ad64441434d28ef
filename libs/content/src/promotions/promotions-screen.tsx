import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation, localeOf } from '@wl/i18n';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import { bannerImage } from '@wl/api-client/contract/banner-image';
import type { PromotionSummary } from '@wl/api-client/contract/promotion-calls';
import { sitePath, sitePaths, useBrand } from '@wl/brand';
import { useApiClient, useSessionInfo } from '@wl/session';
import { EmptyState, Page, QueryState, SectionTitle } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useQueryStateProps } from '../content-html/query-state-props';
import { SafeHtml } from '../content-html/safe-html';
import {
  promotionIdOf,
  promotionLanguage,
  promotionListQueryOptions,
  promotionQueryOptions,
} from './promotion-queries';

const Cards = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(Link)`
  display: block;
  overflow: hidden;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  text-decoration: none;

  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 750 / 300;
    object-fit: cover;
  }
`;

const CardText = styled.div`
  display: grid;
  gap: 4px;
  padding: 10px 12px 12px;

  & h3 {
    margin: 0;
    font-size: 1rem;
  }
  & p {
    margin: 0;
    color: ${tokens.color.textMuted};
    font-size: 0.875rem;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: 0.75rem;
`;

const Tag = styled.span`
  padding: 1px 8px;
  border-radius: 999px;
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
`;

const Hero = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 750 / 300;
  object-fit: cover;
  border-radius: ${tokens.radius};
`;

const Title = styled.h2`
  margin: 12px 0 6px;
  font-size: 1.125rem;
`;

const AllLink = styled(Link)`
  display: inline-block;
  align-self: flex-start;
  margin-top: 16px;
  color: ${tokens.color.primary};
  font-weight: 600;
`;

function useLocale(): { language: string; date: Intl.DateTimeFormat } {
  const { i18n } = useTranslation();
  const language = promotionLanguage(i18n.language);
  return {
    language,
    date: new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'medium',
    }),
  };
}

/** The promotion calls' caller: the session's merchant (or the brand's), its token and the language. */
function usePromotionCaller() {
  const client = useApiClient();
  const brand = useBrand();
  const info = useSessionInfo();
  const { language } = useLocale();
  return { client, merchant: info?.merchantCode ?? brand.merchantCode, token: info?.token, language };
}

function Period({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  const { date } = useLocale();
  return (
    <Meta>
      <span>
        {promotion.endAt
          ? t('content.promotions.period', { start: date.format(promotion.startAt), end: date.format(promotion.endAt) })
          : t('content.promotions.from', { start: date.format(promotion.startAt) })}
      </span>
      {promotion.membersOnly ? <Tag>{t('content.promotions.membersOnly')}</Tag> : null}
    </Meta>
  );
}

function PromotionList() {
  const { t } = useTranslation();
  const { client, merchant, token, language } = usePromotionCaller();
  const query = useQuery(promotionListQueryOptions(client, merchant, token, language));
  const states = useQueryStateProps(query);
  const promotions = query.data?.promotions ?? [];
  return (
    <QueryState {...states} empty={promotions.length === 0} emptyText={t('content.promotions.none')}>
      {() => (
        <Page gap="sm" aria-labelledby="promotions-title">
          <SectionTitle id="promotions-title">{t('titles.activity')}</SectionTitle>
          <Cards>
            {promotions.map((promotion, i) => {
              const src = bannerImage(promotion.imageUrl);
              // The first card's picture is the page's largest paint: asked at once and first, the others when near.
              const first = i === 0;
              return (
                <li key={promotion.id}>
                  <Card to={sitePath('activity', { id: promotion.id })}>
                    {src ? (
                      <img
                        src={src}
                        alt=""
                        width={750}
                        height={300}
                        loading={first ? 'eager' : 'lazy'}
                        {...(first ? { fetchPriority: 'high' as const } : {})}
                      />
                    ) : null}
                    <CardText>
                      <h3>{promotion.title}</h3>
                      <p>{promotion.summary}</p>
                      <Period promotion={promotion} />
                    </CardText>
                  </Card>
                </li>
              );
            })}
          </Cards>
        </Page>
      )}
    </QueryState>
  );
}

export interface PromotionDetailProps {
  id: number;
  /** Room for the later "claim" action (rewards work): rendered under the content. */
  actions?: (promotionId: number) => ReactNode;
}

function PromotionDetail({ id, actions }: PromotionDetailProps) {
  const { t } = useTranslation();
  const { client, merchant, language } = usePromotionCaller();
  const query = useQuery(promotionQueryOptions(client, merchant, id, language));
  const states = useQueryStateProps(query);
  if (isApiError(query.error) && query.error.code === 'NOT_FOUND') {
    return (
      <Page gap="none">
        <EmptyState text={t('content.promotions.notFound')} />
        <AllLink to={sitePaths.activity}>{t('content.promotions.all')}</AllLink>
      </Page>
    );
  }
  const promotion = query.data;
  const src = promotion ? bannerImage(promotion.imageUrl) : null;
  return (
    <QueryState {...states}>
      {() =>
        promotion ? (
          <Page gap="none" aria-labelledby="promotion-title">
            {src ? <Hero src={src} alt="" width={750} height={300} /> : null}
            <Title id="promotion-title">{promotion.title}</Title>
            <Period promotion={promotion} />
            <SafeHtml html={promotion.content} headingsFrom={3} />
            {actions?.(promotion.id)}
            <AllLink to={sitePaths.activity}>{t('content.promotions.all')}</AllLink>
          </Page>
        ) : null
      }
    </QueryState>
  );
}

export interface PromotionsScreenProps {
  /** The claim action of the rewards work, shown on a promotion's detail. */
  promotionActions?: (promotionId: number) => ReactNode;
}

/** /m/activity: the promotions list; /m/activity?id=N one promotion's detail. */
export default function PromotionsScreen({ promotionActions }: PromotionsScreenProps) {
  const { search } = useLocation();
  const id = promotionIdOf(search);
  return id === null ? <PromotionList /> : <PromotionDetail key={id} id={id} actions={promotionActions} />;
}
