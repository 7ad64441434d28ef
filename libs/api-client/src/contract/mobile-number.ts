import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * Mobile numbers are checked for the brand's region (brand.json `accounts.phoneRegion`) with
 * libphonenumber-js's compact metadata, the same on both sides. Browser code imports this module
 * lazily (it is ~30 KB): never from the entry chunk.
 */
export function isValidMobileNumber(mobileNum: string, region: string): boolean {
  return /^\d{4,15}$/.test(mobileNum) && isValidPhoneNumber(mobileNum, region as CountryCode);
}

/** E.164 form (+639171234567) of a valid national number, else undefined. The platform keys numbers by it. */
export function toE164(mobileNum: string, region: string): string | undefined {
  if (!isValidMobileNumber(mobileNum, region)) return undefined;
  return parsePhoneNumberFromString(mobileNum, region as CountryCode)?.number;
}
