import { clampSlider, sliderDragPosition, sliderKeyStep, sliderMax } from './slider-position';

describe('slider challenge position', () => {
  it('runs from 0 to width − piece size', () => {
    expect(sliderMax(300, 50)).toBe(250);
    expect(sliderMax(40, 50)).toBe(0);
    expect(clampSlider(-3, 250)).toBe(0);
    expect(clampSlider(260, 250)).toBe(250);
  });

  it.each<[string, number, number | undefined]>([
    ['ArrowRight', 10, 11],
    ['ArrowUp', 10, 11],
    ['ArrowLeft', 10, 9],
    ['ArrowDown', 0, 0],
    ['PageUp', 245, 250],
    ['PageDown', 5, 0],
    ['Home', 100, 0],
    ['End', 100, 250],
    ['a', 100, undefined],
  ])('key %s from %i → %s', (key, x, next) => {
    expect(sliderKeyStep(key, x, 250)).toBe(next);
  });

  it.each<[number, number, number, number]>([
    [0, 100, 200, 125],
    [0, 400, 200, 250],
    [100, -50, 200, 38],
    [10, 30, 0, 10],
  ])('drag from %i by %i px on a %i px track', (start, dragged, track, x) => {
    expect(sliderDragPosition(start, dragged, track, 250)).toBe(x);
  });
});
