import { vendorIconPath } from '@wl/api-client/contract/game-catalogue';
import type { VendorIconVariant } from '@wl/api-client/contract/game-catalogue';
import { iconSrc } from '@wl/api-client/contract/image-cdn';

/** A vendor's icon from the image CDN (BTI… and TCG… vendors share one set); decorative beside its name. */
export function VendorIcon({
  cdn,
  vassalage,
  variant,
  width = 60,
}: {
  cdn: string;
  vassalage: string;
  variant: VendorIconVariant;
  width?: number;
}) {
  return (
    <img
      src={iconSrc(cdn, vendorIconPath(vassalage, variant))}
      alt=""
      width={width}
      height={Math.round(width * 0.4)}
      loading="lazy"
      decoding="async"
    />
  );
}
