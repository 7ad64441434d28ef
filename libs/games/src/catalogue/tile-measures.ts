/** Height of a tile's name area: two lines, reserved so nothing moves when names differ. */
export const TILE_NAME_HEIGHT = 36;
