import type { Banner } from '@wl/api-client/contract/announcement-calls';
import { useAnnouncements } from '../notice/use-announcements';
import { showableBanners } from './banner-rules';

/** The banners of one group (m_login, m_register — also read as m_reg —, m_video), ready to show. */
export function useBannerGroup(groupName: string): (Banner & { src: string })[] {
  const query = useAnnouncements('B', groupName);
  return showableBanners(query.data?.banners ?? []);
}
