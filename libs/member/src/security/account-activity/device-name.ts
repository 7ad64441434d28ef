/**
 * How a session's device reads on screen: the platform's label (browser and system names), or the
 * pack's "unknown device"; a session of the installed app says so. Pure.
 */
export interface DeviceNames {
  unknown: string;
  /** e.g. "{{device}} (app)" */
  installed: (device: string) => string;
}

export function deviceName(
  { device, installed }: { device: string | null; installed: boolean },
  names: DeviceNames,
): string {
  const name = device ?? names.unknown;
  return installed ? names.installed(name) : name;
}
