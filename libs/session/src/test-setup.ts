import { configure } from '@testing-library/react';

// Screens wait for sealed calls (an RSA key is made per test file) and lazy chunks: on a busy shared
// machine that takes longer than testing-library's default second.
configure({ asyncUtilTimeout: 5_000 });
