import { libraryTestConfig } from '../../vitest.libraries';

export default libraryTestConfig({ rendersScreens: true });
