import { screen } from '@testing-library/react';
import { renderPiece } from '../testing/render-piece';
import { FlagCircle } from './flag-circle';

// The flags' file fails to load once (a dropped connection), then loads.
const flagFile = vi.hoisted(() => ({ failuresLeft: 1 }));
vi.mock('./flag-images', async (importOriginal) => {
  if (flagFile.failuresLeft > 0) {
    flagFile.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: /m/assets/flag-images.js');
  }
  return importOriginal();
});

describe('FlagCircle', () => {
  it('after its file failed, the next flag that mounts loads it again', async () => {
    const first = renderPiece(<FlagCircle region="BR" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('img')).toBeNull();
    first.unmount();
    renderPiece(<FlagCircle region="BR" />);
    expect(await screen.findByRole('img', { name: 'Brazil' })).toBeTruthy();
  });
});
