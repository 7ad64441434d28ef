import { useMemo, useState } from 'react';
import { useBrand } from '@wl/brand';
import { useRunningMode, useSystemStatus, type RunningMode } from '@wl/session';
import { useCanInstall } from '../../pwa/install-prompt';
import {
  deviceType,
  downloadOptions,
  isIosSafari,
  parseIosVersion,
  type Device,
  type DownloadLinks,
  type DownloadOption,
  type IosVersion,
} from '@wl/api-client/contract/download-offer';
import { downloadLinks } from './rules';

export interface DeviceInfo {
  device: Device;
  iosVersion: IosVersion | null;
  isSafari: boolean;
}

function detectDevice(): DeviceInfo {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const input = { userAgent: nav?.userAgent ?? '', maxTouchPoints: nav?.maxTouchPoints ?? 0 };
  const device = deviceType(input);
  return { device, iosVersion: parseIosVersion(input.userAgent), isSafari: isIosSafari(input.userAgent, device) };
}

/** The device does not change during a visit; it is read once per mounted component. */
export function useDeviceInfo(): DeviceInfo {
  const [info] = useState(detectDevice);
  return info;
}

export interface DownloadState extends DeviceInfo {
  runningMode: RunningMode;
  links: DownloadLinks;
  options: DownloadOption[];
}

const none: readonly never[] = [];

/** What the download popup offers here: links from the status (brand fallback) for this device. */
export function useDownloadOptions(): DownloadState {
  const brand = useBrand();
  const { status } = useSystemStatus();
  const device = useDeviceInfo();
  const runningMode = useRunningMode();
  const canInstall = useCanInstall();
  const resources = status?.info.resources ?? none;
  return useMemo(() => {
    const links = downloadLinks(resources, brand.links);
    return { ...device, runningMode, links, options: downloadOptions({ ...device, runningMode, links, canInstall }) };
  }, [resources, brand.links, device, runningMode, canInstall]);
}
