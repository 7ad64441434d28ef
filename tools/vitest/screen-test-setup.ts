import { configure } from '@testing-library/react';

// Sealed bodies run real RSA in the tests; on a busy 2-core machine a sealed call can take well over the
// default 1 s that waitFor/findBy wait. A condition that never holds still fails, only later.
configure({ asyncUtilTimeout: 10_000 });
