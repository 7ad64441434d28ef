import { libraryTestConfig } from '../../tools/vitest/library-test-config';

export default libraryTestConfig();
