import { useBannerGroup } from '@wl/content';
import { VIDEO_BANNER_GROUP } from './rules';
import { SiteFooter } from './site-footer';

/** The site footer with the platform's video banners (group m_video). */
export function SiteFooterWithVideos() {
  const banners = useBannerGroup(VIDEO_BANNER_GROUP);
  return (
    <SiteFooter
      banners={banners.map((b) => ({ url: b.url, groupName: b.groupName, linkage: b.linkage ?? undefined }))}
    />
  );
}
