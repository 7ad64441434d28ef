import type { Queryable } from '../db/db';
import { MerchantStatusRow } from './merchant-status-row';

// The merchant's promotion switches (REFERRAL, MISSION) travel with the white-label settings, so every
// screen reads one overlay of the brand's defaults (docs/decisions/0020-rewards-vip-rebates.md).
const statusSql = `
SELECT m.code, m.brand_id, m.is_trial, m.whitelabel || m.promotions AS whitelabel, m.maintenance, m.region_restriction,
       m.mobile_template, m.image_cdns, m.main_domain,
       COALESCE((SELECT json_agg(json_build_object('resourceType', d.resource_type, 'url', d.url, 'labelNameEn', d.label_name_en)
                                 ORDER BY d.sort, d.id)
                   FROM download_links d WHERE d.merchant_code = m.code), '[]'::json) AS resources,
       COALESCE((SELECT json_agg(json_build_object('csType', c.cs_type, 'csPosition', c.cs_position, 'title', c.title, 'path', c.path_encrypted)
                                 ORDER BY c.cs_position, c.id)
                   FROM customer_service_entries c WHERE c.merchant_code = m.code), '[]'::json) AS customer_service
  FROM merchants m
 WHERE m.code = $1`;

/** A merchant and its site configuration in one query; null when the code is unknown. */
export async function findMerchantStatus(db: Queryable, code: string): Promise<MerchantStatusRow | null> {
  const rows = await db.query(statusSql, [code]);
  return rows[0] ? MerchantStatusRow.parse(rows[0]) : null;
}

export interface MerchantSwitches {
  merchantCode: string;
  maintenance: boolean;
  regionRestriction: boolean;
}

/** Turns the operator switches given on or off; null when the merchant is unknown. */
export async function setMerchantSwitches(
  db: Queryable,
  code: string,
  switches: { maintenance?: boolean; regionRestriction?: boolean },
): Promise<MerchantSwitches | null> {
  const rows = await db.query<{ code: string; maintenance: boolean; region_restriction: boolean }>(
    `UPDATE merchants
        SET maintenance = COALESCE($2::boolean, maintenance),
            region_restriction = COALESCE($3::boolean, region_restriction),
            updated_at = now()
      WHERE code = $1
  RETURNING code, maintenance, region_restriction`,
    [code, switches.maintenance ?? null, switches.regionRestriction ?? null],
  );
  const row = rows[0];
  return row
    ? { merchantCode: row.code, maintenance: row.maintenance, regionRestriction: row.region_restriction }
    : null;
}
