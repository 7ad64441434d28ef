import { z } from 'zod/mini';
import { BrandConfig } from './schema';
import { LanguagePack } from './language-pack';

/** What the assembler inlines into index.html as `#wl-brand`: the brand and its default language's merged pack. */
export const BrandData = z.strictObject({ brand: BrandConfig, pack: LanguagePack });
export type BrandData = { brand: BrandConfig; pack: LanguagePack };
