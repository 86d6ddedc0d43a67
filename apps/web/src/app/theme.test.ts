import { luminance, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastSafeVariables, theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const resolved = contrastSafeVariables(full);
const palette = (name: string, index: number): string => full.colors[name]?.[index] ?? '';
const ratio = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};
/** A variable's colour, following `var(--mantine-color-NAME-SHADE)` into the palette. */
const colour = (value: string): string => {
  const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  if (!shade) return value;
  const [, name = '', index = ''] = shade;
  return palette(name, Number(index)) || value;
};
/** Black or white on a filled colour, as autoContrast picks it for the filled shade. */
const textOn = (name: string) => (luminance(palette(name, 8)) > full.luminanceThreshold ? '#000000' : '#ffffff');

describe('theme colours read at 4.5:1 where Mantine hovers', () => {
  it.each(Object.keys(full.colors))('%s: a filled button hovered keeps its text readable in both schemes', (name) => {
    for (const scheme of ['light', 'dark'] as const) {
      const hover = resolved[scheme][`--mantine-color-${name}-filled-hover`] ?? palette(name, 9);
      expect(ratio(textOn(name), colour(hover))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(Object.keys(full.colors))('%s: a light button hovered keeps its text readable', (name) => {
    const text = resolved.light[`--mantine-color-${name}-light-color`] ?? '';
    expect(ratio(text, palette(name, 2))).toBeGreaterThanOrEqual(4.5);
  });
});
