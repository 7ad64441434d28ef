/** The region check of mobile numbers, loaded on demand (libphonenumber stays out of the screen chunks). */
export async function loadMobileCheck(region: string): Promise<(mobileNum: string) => boolean> {
  const { isValidMobileNumber } = await import('@wl/api-client/contract/mobile-number');
  return (mobileNum) => isValidMobileNumber(mobileNum, region);
}
