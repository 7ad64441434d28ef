/** Lets the browser paint and answer input before the next step of the start (total blocking time). */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => window.setTimeout(resolve, 0));
