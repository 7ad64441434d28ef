import { useEffect, useState } from 'react';
import { safeSessionStorage, storageKeys, useSessionInfo } from '@wl/session';
import { LimitPromptCard } from './parts/limit-prompt-card';

/** True when a registration has just succeeded in this tab and its limit prompt is not yet taken. */
const registrationLimitPromptWaiting = () => safeSessionStorage.get(storageKeys.limitPromptAfterRegistration) === '1';

/**
 * Where registration lands (home): the deposit-limit prompt once after a successful registration, when the
 * brand's policy asks for it (decision 0041). The flag set by the registration flow is consumed here.
 */
export default function RegistrationLimitPrompt() {
  const info = useSessionInfo();
  const [waiting] = useState(registrationLimitPromptWaiting);
  useEffect(() => {
    if (waiting) safeSessionStorage.remove(storageKeys.limitPromptAfterRegistration);
  }, [waiting]);
  if (!waiting || !info?.token) return null;
  return <LimitPromptCard token={info.token} moment="registration" />;
}
