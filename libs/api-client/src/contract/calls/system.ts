// The calls every page makes before any area: system status, the sealing key, health.
export {};
